import CheckCircleOutlined from '@ant-design/icons/CheckCircleOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import StarOutlined from '@ant-design/icons/StarOutlined';
import TrophyOutlined from '@ant-design/icons/TrophyOutlined';
import { Card, Col, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { LandingSection } from './LandingSection';

const reasons: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <CheckCircleOutlined />,
    title: 'Причины — у каждого агентства',
    text: 'В подборе видно, почему агентство оказалось в списке: совпавшие услуги, отрасли, география, языки, бюджет и размер команды.',
  },
  {
    icon: <TrophyOutlined />,
    title: 'Платный приоритет на виду',
    text: 'Тариф с приоритетом поднимает агентство только среди одинаково подходящих, и вы видите эту отметку. Купить место без соответствия проекту нельзя.',
  },
  {
    icon: <StarOutlined />,
    title: 'Рейтинг без случайностей',
    text: 'Рейтинг считается с априорной оценкой: один восторженный или один гневный отзыв не перевернёт выдачу.',
  },
  {
    icon: <SafetyCertificateOutlined />,
    title: 'Подтверждённые отзывы',
    text: 'Отметку «подтверждённый» получает отзыв заказчика по тендеру, проведённому в Подряде. Такие отзывы весят больше.',
  },
];

/** «Почему подбору можно доверять»: the ranking is explained, paid priority is visible. */
export function TrustSection() {
  const { token } = theme.useToken();
  return (
    <LandingSection
      id="landing-trust"
      title="Почему подбору можно доверять"
      lead="Ранжирование не чёрный ящик: критерии открыты и одинаковы для всех агентств."
    >
      <Row gutter={[16, 16]}>
        {reasons.map((reason) => (
          <Col key={reason.title} xs={24} md={12}>
            <Card
              className="landing-card"
              variant="borderless"
              style={{ background: token.colorFillQuaternary }}
            >
              <span className="landing-icon" style={{ color: token.colorPrimary }} aria-hidden>
                {reason.icon}
              </span>
              <Typography.Title level={3} className="landing-card-title">
                {reason.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {reason.text}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Typography.Paragraph type="secondary" className="landing-section-action">
        Как устроено ранжирование, описано в{' '}
        <Link to={paths.legal.getHref('user-agreement')}>Пользовательском соглашении</Link>, а
        требования к профилям и отзывам — в{' '}
        <Link to={paths.legal.getHref('content-policy')}>Правилах размещения контента</Link>.
      </Typography.Paragraph>
    </LandingSection>
  );
}
