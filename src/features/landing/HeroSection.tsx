import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import { Card, Col, Flex, Row, Typography, theme } from 'antd';
import { paths } from '../../config/paths';
import { LinkButton } from './LinkButton';

const { Title, Paragraph, Text } = Typography;

const exampleReasons = [
  'Услуги: контекстная реклама, SEO',
  'Отрасль: электронная коммерция',
  'Москва, работа на русском и английском',
  'Бюджет 500 тыс. – 1 млн ₽ в месяц',
  'Команда от 10 человек',
];

/** First screen: the promise in one line and the two calls to action. */
export function HeroSection() {
  const { token } = theme.useToken();
  return (
    <section
      className="landing-hero"
      aria-labelledby="landing-hero-title"
      style={{
        background: `linear-gradient(180deg, ${token.colorPrimaryBg} 0%, ${token.colorBgContainer} 100%)`,
      }}
    >
      <div className="landing-container">
        <Row gutter={[32, 32]} align="middle">
          <Col xs={24} lg={14}>
            <Text strong style={{ color: token.colorPrimaryActive }}>
              B2B-маркетплейс подрядчиков
            </Text>
            <Title level={1} id="landing-hero-title" className="landing-hero-title">
              Подберём агентство под ваш проект и объясним, почему именно его
            </Title>
            <Paragraph className="landing-hero-subline" type="secondary">
              Опишите задачу: услуги, отрасль, город, язык, бюджет и нужную команду. Подряд сравнит
              профили агентств, покажет причины каждого совпадения и поможет провести тендер среди
              тех, кто готов взяться за работу.
            </Paragraph>
            <Flex gap="middle" wrap className="landing-actions">
              <LinkButton
                to={paths.createProject.root.getHref()}
                type="primary"
                size="large"
                icon={<ArrowRightOutlined />}
                iconPlacement="end"
              >
                Создать проект
              </LinkButton>
              <LinkButton to={paths.createCompany.root.getHref()} size="large">
                Зарегистрировать агентство
              </LinkButton>
            </Flex>
          </Col>
          <Col xs={24} lg={10}>
            <Card
              className="landing-example"
              title="Пример: почему агентство в подборе"
              extra={<Text type="secondary">№ 1 из 12</Text>}
            >
              <Title level={4} style={{ marginTop: 0 }}>
                Студия «Полдень»
              </Title>
              <Flex vertical gap="small" component="ul" className="landing-plain-list">
                {exampleReasons.map((reason) => (
                  <li key={reason}>
                    <CheckCircleFilled style={{ color: token.colorPrimary, marginRight: 8 }} />
                    {reason}
                  </li>
                ))}
              </Flex>
              <Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
                Рейтинг 4,8 по 23 отзывам, 17 из них подтверждены тендерами. Платный приоритет: нет.
              </Paragraph>
            </Card>
          </Col>
        </Row>
      </div>
    </section>
  );
}
