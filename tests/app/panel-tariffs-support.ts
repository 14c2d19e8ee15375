import type { Invoice, PaymentDetails, Plan, SubscriptionState } from '../../contract/tariffs';
import { jsonResponse } from './helpers';
import { COMPANY_REQUISITES } from '../fixtures/requisites';

// The plans, the agency's subscription and requisites as `/plans/api/v1/` answers them.

export const PLANS = '/plans/api/v1/plan/';
export const SUBSCRIPTION = '/plans/api/v1/subscription/';
export const PAYMENT_DETAILS = '/plans/api/v1/payment-details/';
export const PAYMENT_DETAILS_CREATE = '/plans/api/v1/payment-details-create/';
export const INVOICES = '/plans/api/v1/invoices/';
export const cancelPath = (number: number) => `${INVOICES}${number}/cancel/`;
export const pdfPath = (number: number) => `${INVOICES}${number}/pdf/`;

/** The tests' clock: midday in Moscow. */
export const NOW = new Date('2026-11-25T09:00:00Z');

const periods = (price: number) =>
  [
    [1, 0],
    [3, 5],
    [12, 15],
  ].map(([months, discount]) => ({
    months: months!,
    discount: discount!,
    price: Math.round((price * months! * (100 - discount!)) / 100),
  }));

const plan = (overrides: Partial<Plan> & Pick<Plan, 'slug' | 'name' | 'price_month'>): Plan => ({
  id: 1,
  description: '',
  features: [],
  is_popular: false,
  limits: { proposals_per_month: 5, services: 3, cases: 3, materials: 10, employees: 2 },
  matching_priority: false,
  periods: overrides.price_month === 0 ? [] : periods(overrides.price_month),
  ...overrides,
});

export const FREE = plan({
  id: 1,
  slug: 'free',
  name: 'Старт',
  price_month: 0,
  description: 'Чтобы попробовать.',
  features: ['Профиль в каталоге'],
});
export const BASE = plan({
  id: 2,
  slug: 'base',
  name: 'Базовый',
  price_month: 4900,
  description: 'Для небольших агентств.',
  features: ['Профиль в каталоге', 'Отклики на тендеры'],
  limits: { proposals_per_month: 20, services: 10, cases: 10, materials: 50, employees: 5 },
});
export const BUSINESS = plan({
  id: 3,
  slug: 'business',
  name: 'Бизнес',
  price_month: 14900,
  description: 'Для агентств, которые растут.',
  features: ['Приоритет в подборе', 'Отклики без ограничений'],
  is_popular: true,
  matching_priority: true,
  limits: { proposals_per_month: null, services: 30, cases: null, materials: null, employees: 20 },
});

export const plansPage = (results: Plan[] = [FREE, BASE, BUSINESS]) =>
  jsonResponse({ count: results.length, next: null, previous: null, results });

/** Valid requisites: the checksums of contract/requisites.ts hold. */
export const REQUISITES = COMPANY_REQUISITES;

export const paymentDetails = (overrides: Partial<PaymentDetails> = {}): PaymentDetails => ({
  ...REQUISITES,
  saved: true,
  updated_at: '2026-11-20T09:00:00Z',
  ...overrides,
});

export const invoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  number: 12,
  plan: 'business',
  plan_name: 'Бизнес',
  period_months: 3,
  status: 'pending_payment',
  amount: 42465,
  vat_rate: null,
  vat_amount: '0.00',
  amount_in_words: 'Сорок две тысячи четыреста шестьдесят пять рублей 00 копеек',
  buyer: REQUISITES,
  issued_at: '2026-11-25T09:00:00Z',
  paid_at: null,
  starts_at: null,
  ends_at: null,
  cancelled_at: null,
  ...overrides,
});

export const paid = (overrides: Partial<Invoice> = {}) =>
  invoice({
    number: 7,
    status: 'active',
    period_months: 1,
    amount: 14900,
    issued_at: '2026-11-01T09:00:00Z',
    paid_at: '2026-11-02T09:00:00Z',
    starts_at: '2026-11-02T09:00:00Z',
    ends_at: '2026-12-02T09:00:00Z',
    ...overrides,
  });

export const subscription = (overrides: Partial<SubscriptionState> = {}): SubscriptionState => ({
  plan: 'free',
  plan_name: 'Старт',
  current: null,
  next: null,
  pending: null,
  usage: [
    { key: 'proposals_per_month', used: 2, limit: 5 },
    { key: 'services', used: 3, limit: 3 },
    { key: 'cases', used: 1, limit: 3 },
    { key: 'materials', used: 0, limit: 10 },
    { key: 'employees', used: 1, limit: 2 },
  ],
  invoices: [],
  ...overrides,
});
