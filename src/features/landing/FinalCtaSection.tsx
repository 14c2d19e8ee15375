import { Flex, Typography, theme } from 'antd';
import { paths } from '../../config/paths';
import { LinkButton } from './LinkButton';

/** The closing band in the brand colour with both calls to action again. */
export function FinalCtaSection() {
  const { token } = theme.useToken();
  return (
    <section
      className="landing-band landing-final"
      aria-labelledby="landing-final-title"
      // The darker shade keeps white body text above 4.5:1 contrast.
      style={{ background: token.colorPrimaryActive }}
    >
      <div className="landing-container">
        <Flex vertical align="center" gap="middle">
          <Typography.Title
            level={2}
            id="landing-final-title"
            className="landing-section-title"
            style={{ color: token.colorTextLightSolid, textAlign: 'center' }}
          >
            Следующий подрядчик — по подбору, а не по знакомству
          </Typography.Title>
          <Typography.Paragraph
            style={{ color: token.colorTextLightSolid, textAlign: 'center', maxWidth: 640 }}
          >
            Заказчику — список агентств с причинами совпадения и тендер в одном окне. Агентству —
            запросы, под которые его команда действительно подходит.
          </Typography.Paragraph>
          <Flex gap="middle" wrap justify="center" className="landing-final-actions">
            <LinkButton to={paths.createProject.root.getHref()} size="large">
              Создать проект
            </LinkButton>
            <LinkButton to={paths.createCompany.root.getHref()} size="large" ghost>
              Зарегистрировать агентство
            </LinkButton>
          </Flex>
        </Flex>
      </div>
    </section>
  );
}
