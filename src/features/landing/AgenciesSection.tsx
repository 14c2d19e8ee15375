import AimOutlined from '@ant-design/icons/AimOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import MobileOutlined from '@ant-design/icons/MobileOutlined';
import SolutionOutlined from '@ant-design/icons/SolutionOutlined';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { paths } from '../../config/paths';
import { LandingSection } from './LandingSection';
import { LinkButton } from './LinkButton';

const benefits: { icon: ReactNode; title: string; text: string }[] = [
  {
    icon: <AimOutlined />,
    title: 'Точные запросы',
    text: 'Приглашения приходят от заказчиков, чьи проекты совпадают с вашими услугами, отраслями, городами и бюджетом. Без «запросов на всё» и холодного спама.',
  },
  {
    icon: <SolutionOutlined />,
    title: 'Профиль, который продаёт',
    text: 'Кейсы с измеримыми результатами, команда, отрасли и языки. Заказчик видит, чем именно вы подошли под его задачу.',
  },
  {
    icon: <MobileOutlined />,
    title: 'Ответы с телефона',
    text: 'Панель агентства работает как приложение: пришло уведомление — приняли или отклонили приглашение в пару касаний.',
  },
  {
    icon: <FileTextOutlined />,
    title: 'Тарифы по счёту',
    text: 'Оплата с расчётного счёта компании, закрывающие документы через ЭДО. Никаких карт и личных платежей.',
  },
];

/** «Для агентств»: why an agency should register, with its own call to action. */
export function AgenciesSection() {
  const { token } = theme.useToken();
  return (
    <LandingSection
      id="landing-agencies"
      tone="muted"
      title="Для агентств"
      lead="Меньше тендеров вслепую, больше проектов, под которые ваша команда действительно подходит."
    >
      <Row gutter={[16, 16]}>
        {benefits.map((benefit) => (
          <Col key={benefit.title} xs={24} sm={12} lg={6}>
            <Card className="landing-card">
              <span className="landing-icon" style={{ color: token.colorPrimary }} aria-hidden>
                {benefit.icon}
              </span>
              <Typography.Title level={3} className="landing-card-title">
                {benefit.title}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {benefit.text}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Flex justify="center" className="landing-section-action">
        <LinkButton to={paths.createCompany.root.getHref()} type="primary" size="large">
          Зарегистрировать агентство
        </LinkButton>
      </Flex>
    </LandingSection>
  );
}
