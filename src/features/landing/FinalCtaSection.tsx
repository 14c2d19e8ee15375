import { ButtonLink } from '../../components/button-link/ButtonLink';
import { paths } from '../../config/paths';
import './FinalCtaSection.css';

/** The closing band in the brand colour with both calls to action again. */
export function FinalCtaSection() {
  return (
    <section className="landing-band landing-final" aria-labelledby="landing-final-title">
      <div className="landing-container landing-final__inner">
        <h2 id="landing-final-title" className="landing-section-title">
          Следующий подрядчик — по подбору, а не по знакомству
        </h2>
        <p className="landing-final__text">
          Заказчику — список агентств с причинами совпадения и тендер в одном окне. Агентству —
          запросы, под которые его команда действительно подходит.
        </p>
        <div className="landing-actions landing-final-actions">
          <ButtonLink to={paths.createProject.root.getHref()} size="large">
            Создать проект
          </ButtonLink>
          <ButtonLink to={paths.createCompany.root.getHref()} variant="ghost" size="large">
            Зарегистрировать агентство
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
