import { ButtonLink } from '../../components/button-link/ButtonLink';
import { paths } from '../../config/paths';
import { ArrowRightOutlined, CheckCircleFilled } from '../../components/icons/ant-icons';
import { Icon } from '../../components/icons/Icon';
import './HeroSection.css';

const exampleReasons = [
  'Услуги: контекстная реклама, SEO',
  'Отрасль: электронная коммерция',
  'Москва, работа на русском и английском',
  'Бюджет 500 тыс. – 1 млн ₽ в месяц',
  'Команда от 10 человек',
];

/** First screen: the promise in one line and the two calls to action. */
export function HeroSection() {
  return (
    <section className="landing-hero" aria-labelledby="landing-hero-title">
      <div className="landing-container landing-hero__grid">
        <div>
          <p className="landing-eyebrow">B2B-маркетплейс подрядчиков</p>
          <h1 id="landing-hero-title" className="landing-hero-title">
            Подберём агентство под ваш проект и объясним, почему именно его
          </h1>
          <p className="landing-hero-subline">
            Опишите задачу: услуги, отрасль, город, язык, бюджет и нужную команду. Подряд сравнит
            профили агентств, покажет причины каждого совпадения и поможет провести тендер среди
            тех, кто готов взяться за работу.
          </p>
          <div className="landing-actions">
            <ButtonLink to={paths.createProject.root.getHref()} variant="primary" size="large">
              Создать проект
              <Icon def={ArrowRightOutlined} />
            </ButtonLink>
            <ButtonLink to={paths.createCompany.root.getHref()} size="large">
              Зарегистрировать агентство
            </ButtonLink>
          </div>
        </div>
        <figure className="landing-example">
          <figcaption className="landing-example__head">
            <span>Пример: почему агентство в подборе</span>
            <span className="landing-example__rank">№ 1 из 12</span>
          </figcaption>
          <div className="landing-example__body">
            {/* The name inside a sample card, not a heading of the page: the page goes h1 → h2. */}
            <p className="landing-example__name">Студия «Полдень»</p>
            <ul className="landing-example__reasons">
              {exampleReasons.map((reason) => (
                <li key={reason}>
                  <Icon def={CheckCircleFilled} className="landing-example__check" />
                  {reason}
                </li>
              ))}
            </ul>
            <p className="landing-example__note">
              Рейтинг 4,8 по 23 отзывам, 17 из них подтверждены тендерами. Платный приоритет: нет.
            </p>
          </div>
        </figure>
      </div>
    </section>
  );
}
