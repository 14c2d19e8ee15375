import { Card, Col, Flex, Row, Typography } from 'antd';
import { paths } from '../../config/paths';
import { LandingSection } from './LandingSection';
import { LinkButton } from './LinkButton';

const questions = [
  {
    question: 'Кто видит мой проект?',
    answer:
      'Только ваша команда и агентства, которых вы пригласили. Остальные агентства проект не видят.',
  },
  {
    question: 'Что, если ни одно агентство не подошло?',
    answer:
      'Измените параметры проекта — подбор пересчитается. Выбирать победителя тендера вы не обязаны.',
  },
  {
    question: 'Как агентство попадает в подбор?',
    answer:
      'По совпадению профиля с параметрами проекта. Платный приоритет — отдельный критерий, и он виден заказчику.',
  },
  {
    question: 'Как агентству оплатить тариф?',
    answer:
      'По счёту с расчётного счёта юридического лица. Оплата счёта означает принятие публичной оферты.',
  },
];

/** A few frequent questions and a link to the knowledge base. */
export function FaqTeaserSection() {
  return (
    <LandingSection id="landing-faq" tone="muted" title="Частые вопросы">
      <Row gutter={[16, 16]}>
        {questions.map((item) => (
          <Col key={item.question} xs={24} md={12}>
            <Card className="landing-card">
              <Typography.Title level={3} className="landing-card-title">
                {item.question}
              </Typography.Title>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
                {item.answer}
              </Typography.Paragraph>
            </Card>
          </Col>
        ))}
      </Row>
      <Flex justify="center" className="landing-section-action">
        <LinkButton to={paths.knowledgebase.list.getHref()} size="large">
          Все ответы в базе знаний
        </LinkButton>
      </Flex>
    </LandingSection>
  );
}
