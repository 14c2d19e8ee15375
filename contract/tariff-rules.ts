// Tariffs: billing periods, subscription states and the plan limits the server enforces, with the words the
// app shows. Plain values, no zod: the app's screens import them.

import { pluralForm } from './plural';

/** Periods an agency pays for at once, with the discount on the monthly price (percent). */
export const BILLING_PERIODS = [
  { months: 1, discount: 0, label: '1 месяц' },
  { months: 3, discount: 5, label: '3 месяца' },
  { months: 12, discount: 15, label: '12 месяцев' },
] as const;
export type BillingMonths = (typeof BILLING_PERIODS)[number]['months'];
export const BILLING_MONTHS = BILLING_PERIODS.map<BillingMonths>((p) => p.months);

/** The price of a period in whole roubles, VAT included: the monthly price × months, less the discount. */
export function periodPrice(priceMonth: number, months: BillingMonths): number {
  const period = BILLING_PERIODS.find((p) => p.months === months);
  if (!period) throw new Error(`unknown billing period ${months}`);
  return Math.round((priceMonth * months * (100 - period.discount)) / 100);
}

/**
 * A subscription is its invoice: `pending_payment` (issued, not paid) → `active` (the operator confirmed the
 * payment) → `expired` (its period ended); an unpaid invoice may be `cancelled` instead (by the leader, or
 * replaced by a newer invoice).
 */
export const SUBSCRIPTION_STATUSES = {
  pending_payment: 'Ожидает оплаты',
  active: 'Оплачен',
  expired: 'Истёк',
  cancelled: 'Отменён',
} as const;
export type SubscriptionStatus = keyof typeof SUBSCRIPTION_STATUSES;

/**
 * What a plan limits, as numbers the server enforces (`null` in a plan = no limit), with the words of the
 * usage line («использовано 7 из 10 откликов в этом месяце», or «5 кейсов, в тарифе — 3: новые не добавить»
 * above it) and of a refusal.
 */
export const PLAN_LIMITS = {
  proposals_per_month: {
    label: 'Отклики в месяц',
    usage: (used: number, limit: number) =>
      `использовано ${used} из ${limit} ${pluralForm(limit, ['отклика', 'откликов', 'откликов'])} в этом месяце`,
    over: (used: number, limit: number) =>
      `${used} ${pluralForm(used, ['отклик', 'отклика', 'откликов'])} в этом месяце, в тарифе — ${limit}: новые не отправить`,
    reached: (limit: number) =>
      `В этом месяце отправлено ${limit} ${pluralForm(limit, ['предложение', 'предложения', 'предложений'])} — столько позволяет тариф.`,
  },
  services: {
    label: 'Услуги в профиле',
    usage: (used: number, limit: number) =>
      `${used} из ${limit} ${pluralForm(limit, ['услуги', 'услуг', 'услуг'])}`,
    over: (used: number, limit: number) =>
      `${used} ${pluralForm(used, ['услуга', 'услуги', 'услуг'])}, в тарифе — ${limit}: новые не добавить`,
    reached: (limit: number) =>
      `В профиле уже ${limit} ${pluralForm(limit, ['услуга', 'услуги', 'услуг'])} — столько позволяет тариф.`,
  },
  cases: {
    label: 'Кейсы',
    usage: (used: number, limit: number) =>
      `${used} из ${limit} ${pluralForm(limit, ['кейса', 'кейсов', 'кейсов'])}`,
    over: (used: number, limit: number) =>
      `${used} ${pluralForm(used, ['кейс', 'кейса', 'кейсов'])}, в тарифе — ${limit}: новые не добавить`,
    reached: (limit: number) =>
      `В профиле уже ${limit} ${pluralForm(limit, ['кейс', 'кейса', 'кейсов'])} — столько позволяет тариф.`,
  },
  materials: {
    label: 'Материалы',
    usage: (used: number, limit: number) =>
      `${used} из ${limit} ${pluralForm(limit, ['материала', 'материалов', 'материалов'])}`,
    over: (used: number, limit: number) =>
      `${used} ${pluralForm(used, ['материал', 'материала', 'материалов'])}, в тарифе — ${limit}: новые не загрузить`,
    reached: (limit: number) =>
      `Загружено ${limit} ${pluralForm(limit, ['материал', 'материала', 'материалов'])} — столько позволяет тариф.`,
  },
  employees: {
    label: 'Сотрудники',
    usage: (used: number, limit: number) =>
      `${used} из ${limit} ${pluralForm(limit, ['сотрудника', 'сотрудников', 'сотрудников'])}`,
    over: (used: number, limit: number) =>
      `${used} ${pluralForm(used, ['сотрудник', 'сотрудника', 'сотрудников'])}, в тарифе — ${limit}: новых не пригласить`,
    reached: (limit: number) =>
      `В команде уже ${limit} ${pluralForm(limit, ['сотрудник', 'сотрудника', 'сотрудников'])} вместе с приглашёнными — столько позволяет тариф.`,
  },
} as const satisfies Record<
  string,
  {
    label: string;
    usage: (used: number, limit: number) => string;
    /** Above the limit (a plan changed to a smaller one): what it means, without a bare «5 из 3». */
    over: (used: number, limit: number) => string;
    reached: (limit: number) => string;
  }
>;
export type PlanLimitKey = keyof typeof PLAN_LIMITS;
export const PLAN_LIMIT_KEYS = Object.keys(PLAN_LIMITS) as PlanLimitKey[];

/**
 * How many services the free plan shows, as seeded: the server reads the plans table; the agency's
 * registration, which always starts on the free plan, tells the user before the server would.
 */
export const FREE_PLAN_SERVICES_MAX = 5;

/** Why a registration may not name more services (`max`: the free plan's limit). */
export const freePlanServicesMessage = (max: number) =>
  `На бесплатном тарифе — до ${max} ${pluralForm(max, ['услуги', 'услуг', 'услуг'])}; остальные добавите в профиле, когда подключите платный тариф.`;

/** The error code of a 403 for a reached limit; its body names the plan that lifts it. */
export const PLAN_LIMIT_CODE = 'plan_limit';

/** The ranking criterion a plan with `matching_priority` earns (its points are the criterion's weight). */
export const PRIORITY_CRITERION = 'plan';

/** The VAT inside a VAT-included amount of whole roubles, in kopecks: amount × rate / (100 + rate). */
export const vatInsideKopecks = (amount: number, rate: number) =>
  Math.round((amount * 100 * rate) / (100 + rate));

/** The longest requisite text (a name, an address, a bank). */
export const REQUISITE_TEXT_MAX = 300;

/** What the plans' routes and the requisites form say, in the server's words. */
export const TARIFF_MESSAGES = {
  legalName: 'Укажите полное наименование.',
  legalAddress: 'Укажите юридический адрес.',
  bankName: 'Укажите банк.',
  tooLong: `Убедитесь, что это значение содержит не более ${REQUISITE_TEXT_MAX} символов.`,
  unknownPlan: 'Тариф не найден.',
  freePlan: 'Бесплатный тариф не нужно оплачивать.',
  noPaymentDetails: 'Сначала сохраните реквизиты компании.',
  invoiceNotFound: 'Счёт не найден.',
  notPending: 'Счёт уже оплачен или отменён.',
  inn: 'Неверный ИНН: проверьте цифры (10 для организации, 12 для ИП).',
  kpp: 'КПП — 9 символов: 4 цифры, 2 цифры или латинские буквы, 3 цифры.',
  kppRequired: 'Укажите КПП: у организации он есть.',
  kppForbidden: 'У ИП нет КПП: оставьте поле пустым.',
  ogrn: 'Неверный ОГРН: 13 цифр для организации, 15 для ИП, последняя — контрольная.',
  ogrnKind: 'ОГРН не соответствует ИНН: у организации 13 цифр, у ИП — 15.',
  bik: 'БИК — 9 цифр и начинается с 04.',
  settlementAccount: 'Расчётный счёт не сходится с БИК: проверьте 20 цифр счёта и БИК банка.',
  correspondentAccount: 'Корреспондентский счёт не сходится с БИК: он начинается с 301, 20 цифр.',
} as const;
