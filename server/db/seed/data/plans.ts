import { FREE_PLAN_SERVICES_MAX } from '../../../../contract/tariff-rules';
import type { PlanSeed } from './types';

// Agency tariffs. The free plan comes first; prices are rubles per month, VAT included. Every feature
// listed is one the product has; the limits are the numbers the server enforces.
export const plans: PlanSeed[] = [
  {
    slug: 'start',
    name: 'Старт',
    priceMonth: 0,
    description:
      'Бесплатный бессрочный тариф для небольших студий, которые знакомятся с «Подрядом».',
    features: [
      'Профиль агентства в каталоге и участие в подборе',
      'До 5 услуг с ценовыми диапазонами, до 3 кейсов и 10 материалов',
      '5 предложений в тендерах в месяц',
      'До 3 сотрудников в личном кабинете',
      'Уведомления в приложении, письмом и на устройство',
    ],
    isPopular: false,
    proposalsPerMonth: 5,
    maxServices: FREE_PLAN_SERVICES_MAX,
    maxCases: 3,
    maxMaterials: 10,
    maxEmployees: 3,
    matchingPriority: false,
  },
  {
    slug: 'business',
    name: 'Бизнес',
    priceMonth: 14900,
    description:
      'Для агентств, которые регулярно участвуют в тендерах и хотят показать всё портфолио.',
    features: [
      'Всё, что входит в тариф «Старт»',
      'Без ограничений на число услуг и кейсов, до 50 материалов',
      '30 предложений в тендерах в месяц',
      'До 15 сотрудников с ролями',
      'Критерий «Платный тариф» в подборе: +5 баллов, открыто в объяснении оценки',
    ],
    isPopular: true,
    proposalsPerMonth: 30,
    maxServices: null,
    maxCases: null,
    maxMaterials: 50,
    maxEmployees: 15,
    matchingPriority: true,
  },
  {
    slug: 'pro',
    name: 'Про',
    priceMonth: 39900,
    description: 'Для крупных и сетевых агентств с несколькими офисами и большой командой.',
    features: [
      'Всё, что входит в тариф «Бизнес»',
      'Без ограничений на предложения в тендерах и материалы',
      'Неограниченное число сотрудников',
      'Персональный менеджер и приоритетная поддержка',
    ],
    isPopular: false,
    proposalsPerMonth: null,
    maxServices: null,
    maxCases: null,
    maxMaterials: null,
    maxEmployees: null,
    matchingPriority: true,
  },
];
