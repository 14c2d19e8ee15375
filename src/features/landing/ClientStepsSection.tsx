import { Card, Col, Row, Typography, theme } from 'antd';
import { LandingSection } from './LandingSection';

const steps = [
  {
    title: 'Опишите проект',
    text: 'Услуги, отрасли, города, языки, бюджетный диапазон и нужная команда. Черновик сохраняется на устройстве, даже если пропала связь.',
  },
  {
    title: 'Получите подбор',
    text: 'Ранжированный список агентств, и у каждого — причины совпадения: какие услуги, отрасли и требования к команде совпали с вашими.',
  },
  {
    title: 'Пригласите лучших',
    text: 'Отметьте несколько агентств и отправьте приглашения. Вы видите, кто принял приглашение, а кто отказался и почему.',
  },
  {
    title: 'Проведите тендер',
    text: 'Сравните предложения принявших приглашение в одном окне: подход, сроки, состав команды и стоимость.',
  },
  {
    title: 'Выберите победителя',
    text: 'Объявите результат участникам, а после работы оставьте отзыв — он получит отметку «подтверждённый».',
  },
];

/** «Как это работает для заказчика»: five numbered steps from brief to review. */
export function ClientStepsSection() {
  const { token } = theme.useToken();
  return (
    <LandingSection
      id="landing-clients"
      title="Как это работает для заказчика"
      lead="От описания задачи до подписанного договора — в одном месте, без таблиц с контактами и переписки в десяти чатах."
    >
      <Row gutter={[16, 16]} role="list">
        {steps.map((step, index) => (
          <Col key={step.title} xs={24} sm={12} xl={{ flex: '1 1 0' }} role="listitem">
            <Card className="landing-card">
              <span
                className="landing-step-number"
                aria-hidden="true"
                style={{ background: token.colorPrimaryBg, color: token.colorPrimaryActive }}
              >
                {index + 1}
              </span>
              <Typography.Title level={3} className="landing-card-title">
                {step.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {step.text}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
    </LandingSection>
  );
}
