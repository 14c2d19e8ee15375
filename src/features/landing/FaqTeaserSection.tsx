import { ButtonLink } from '../../components/button-link/ButtonLink';
import { paths } from '../../config/paths';
import { LandingCard, LandingSection } from './LandingSection';

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
      <ul className="landing-grid landing-grid--halves">
        {questions.map((item) => (
          <li key={item.question}>
            <LandingCard title={item.question} text={item.answer} />
          </li>
        ))}
      </ul>
      <div className="landing-section-action landing-section-action--center">
        <ButtonLink to={paths.knowledgebase.list.getHref()} size="large">
          Все ответы в базе знаний
        </ButtonLink>
      </div>
    </LandingSection>
  );
}
