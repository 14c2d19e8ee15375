import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import {
  CheckCircleOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
  TrophyOutlined,
  type IconDefinition,
} from '../../components/icons/ant-icons';
import { Icon } from '../../components/icons/Icon';
import { LandingCard, LandingSection } from './LandingSection';
import './TrustSection.css';

const reasons: { icon: IconDefinition; title: string; text: string }[] = [
  {
    icon: CheckCircleOutlined,
    title: 'Причины — у каждого агентства',
    text: 'В подборе видно, почему агентство оказалось в списке: совпавшие услуги, отрасли, география, языки, бюджет и размер команды.',
  },
  {
    icon: TrophyOutlined,
    title: 'Платный приоритет на виду',
    text: 'Тариф с приоритетом поднимает агентство только среди одинаково подходящих, и вы видите эту отметку. Купить место без соответствия проекту нельзя.',
  },
  {
    icon: StarOutlined,
    title: 'Рейтинг без случайностей',
    text: 'Рейтинг считается с априорной оценкой: один восторженный или один гневный отзыв не перевернёт выдачу.',
  },
  {
    icon: SafetyCertificateOutlined,
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
              mark={<Icon def={reason.icon} className="landing-icon" />}
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
