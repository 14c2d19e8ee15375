import { ButtonLink } from '../../components/button-link/ButtonLink';
import { paths } from '../../config/paths';
import {
  AimOutlined,
  FileTextOutlined,
  MobileOutlined,
  SolutionOutlined,
  type IconDefinition,
} from '../../components/icons/ant-icons';
import { Icon } from '../../components/icons/Icon';
import { LandingCard, LandingSection } from './LandingSection';

const benefits: { icon: IconDefinition; title: string; text: string }[] = [
  {
    icon: AimOutlined,
    title: 'Точные запросы',
    text: 'Приглашения приходят от заказчиков, чьи проекты совпадают с вашими услугами, отраслями, городами и бюджетом. Без «запросов на всё» и холодного спама.',
  },
  {
    icon: SolutionOutlined,
    title: 'Профиль, который продаёт',
    text: 'Кейсы с измеримыми результатами, команда, отрасли и языки. Заказчик видит, чем именно вы подошли под его задачу.',
  },
  {
    icon: MobileOutlined,
    title: 'Ответы с телефона',
    text: 'Панель агентства работает как приложение: пришло уведомление — приняли или отклонили приглашение в пару касаний.',
  },
  {
    icon: FileTextOutlined,
    title: 'Тарифы по счёту',
    text: 'Оплата с расчётного счёта компании, закрывающие документы через ЭДО. Никаких карт и личных платежей.',
  },
];

/** «Для агентств»: why an agency should register, with its own call to action. */
export function AgenciesSection() {
  return (
    <LandingSection
      id="landing-agencies"
      tone="muted"
      title="Для агентств"
      lead="Меньше тендеров вслепую, больше проектов, под которые ваша команда действительно подходит."
    >
      <ul className="landing-grid landing-grid--quarters">
        {benefits.map((benefit) => (
          <li key={benefit.title}>
            <LandingCard
              mark={<Icon def={benefit.icon} className="landing-icon" />}
              title={benefit.title}
              text={benefit.text}
            />
          </li>
        ))}
      </ul>
      <div className="landing-section-action landing-section-action--center">
        <ButtonLink to={paths.createCompany.root.getHref()} variant="primary" size="large">
          Зарегистрировать агентство
        </ButtonLink>
      </div>
    </LandingSection>
  );
}
