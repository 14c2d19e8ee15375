import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { Icon, type IconName } from './Icon';
import { LandingCard, LandingSection } from './LandingSection';

const reasons: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'checkCircle',
    title: 'Причины — у каждого агентства',
    text: 'В подборе видно, почему агентство оказалось в списке: совпавшие услуги, отрасли, география, языки, бюджет и размер команды.',
  },
  {
    icon: 'trophy',
    title: 'Платный приоритет на виду',
    text: 'Тариф с приоритетом поднимает агентство только среди одинаково подходящих, и вы видите эту отметку. Купить место без соответствия проекту нельзя.',
  },
  {
    icon: 'star',
    title: 'Рейтинг без случайностей',
    text: 'Рейтинг считается с априорной оценкой: один восторженный или один гневный отзыв не перевернёт выдачу.',
  },
  {
    icon: 'safetyCertificate',
    title: 'Подтверждённые отзывы',
    text: 'Отметку «подтверждённый» получает отзыв заказчика по тендеру, проведённому в Подряде. Такие отзывы весят больше.',
  },
];

/** «Почему подбору можно доверять»: the ranking is explained, paid priority is visible. */
export function TrustSection() {
  return (
    <LandingSection
      id="landing-trust"
      title="Почему подбору можно доверять"
      lead="Ранжирование не чёрный ящик: критерии открыты и одинаковы для всех агентств."
    >
      <ul className="landing-grid landing-grid--halves">
        {reasons.map((reason) => (
          <li key={reason.title}>
            <LandingCard
              variant="filled"
              mark={<Icon name={reason.icon} className="landing-icon" />}
              title={reason.title}
              text={reason.text}
            />
          </li>
        ))}
      </ul>
      <p className="landing-section-action landing-note">
        Как устроено ранжирование, описано в{' '}
        <Link to={paths.legal.getHref('user-agreement')}>Пользовательском соглашении</Link>, а
        требования к профилям и отзывам — в{' '}
        <Link to={paths.legal.getHref('content-policy')}>Правилах размещения контента</Link>.
      </p>
    </LandingSection>
  );
}
