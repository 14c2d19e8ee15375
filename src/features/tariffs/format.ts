import type { Plan } from '../../../contract/tariffs';
import { moscowDay } from '../../lib/moscow-day';
import {
  BILLING_PERIODS,
  PLAN_LIMIT_KEYS,
  PLAN_LIMITS,
  type PlanLimitKey,
} from '../../../contract/tariff-rules';

// Prices, periods, limits and days of the tariff screens, without dayjs.

const roubles = new Intl.NumberFormat('ru-RU');
export const formatRoubles = (value: number) => `${roubles.format(value)} ₽`;

/** «14 900 ₽ в месяц», or «Бесплатно». */
export const monthlyPrice = (plan: Pick<Plan, 'price_month'>) =>
  plan.price_month === 0 ? 'Бесплатно' : `${formatRoubles(plan.price_month)} в месяц`;

export const isFree = (plan: Pick<Plan, 'price_month'>) => plan.price_month === 0;

/** «3 месяца» for a period of 3 months. */
export const periodLabel = (months: number) =>
  BILLING_PERIODS.find((period) => period.months === months)?.label ?? `${months} мес.`;

/** «−15 %» for a discount of 15 percent (a thin space before the sign of percent, as Russian sets it). */
export const discountLabel = (discount: number) => `−${discount} %`;

/** «25 ноября 2026» for the day of a moment in Moscow, where the service keeps its days. */
export const formatDay = moscowDay;

/** «Отклики в месяц: 5», «Сотрудники: без ограничений». */
export const limitLines = (limits: Plan['limits']) =>
  PLAN_LIMIT_KEYS.filter((key) => key in limits).map((key) => {
    const limit = limits[key];
    return `${PLAN_LIMITS[key].label}: ${limit == null ? 'без ограничений' : limit}`;
  });

/** «использовано 2 из 5 откликов в этом месяце», or «без ограничений». */
export const usageLine = (key: PlanLimitKey, used: number, limit: number | null) =>
  limit === null
    ? 'без ограничений'
    : used > limit
      ? PLAN_LIMITS[key].over(used, limit)
      : PLAN_LIMITS[key].usage(used, limit);
