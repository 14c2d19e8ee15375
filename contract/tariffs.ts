import { z } from 'zod';
import {
  isValidBik,
  isValidCorrespondentAccount,
  isValidInn,
  isValidKpp,
  isValidOgrn,
  isValidSettlementAccount,
} from './requisites';
import { idParam, pageOf } from './drf';
import { boundedText, plainText, withoutHiddenControls } from './text';
import {
  BILLING_MONTHS,
  PLAN_LIMIT_CODE,
  PLAN_LIMITS,
  REQUISITE_TEXT_MAX,
  SUBSCRIPTION_STATUSES,
  TARIFF_MESSAGES,
  type BillingMonths,
  type PlanLimitKey,
  type SubscriptionStatus,
} from './tariff-rules';

export { TARIFF_MESSAGES };

// Plans, the agency's requisites, invoices and its subscription: what `/plans/api/v1/` takes and answers.
// Periods, states, limits and messages: tariff-rules.ts. Money in whole roubles, VAT included; times ISO 8601.

const requiredText = (max: number, error: string) => boundedText(max).min(1, error);
const digitString = (error: string) => plainText().trim().regex(/^\d*$/, error);

/** The requisites of a company as an invoice names them (a buyer's, or our own as the seller). */
export const requisites = z.object({
  legal_name: z.string(),
  inn: z.string(),
  /** Empty for an ИП. */
  kpp: z.string(),
  ogrn: z.string(),
  legal_address: z.string(),
  bank_name: z.string(),
  bik: z.string(),
  correspondent_account: z.string(),
  settlement_account: z.string(),
});
export type Requisites = z.infer<typeof requisites>;

/**
 * POST payment-details-create/: the agency's requisites, checked with their real checksums; they replace
 * the saved ones. A company (10-digit ИНН) has a КПП and a 13-digit ОГРН; an ИП (12) none and 15.
 */
export const paymentDetailsInput = z
  .strictObject({
    legal_name: withoutHiddenControls(requiredText(REQUISITE_TEXT_MAX, TARIFF_MESSAGES.legalName)),
    inn: digitString(TARIFF_MESSAGES.inn).refine(isValidInn, TARIFF_MESSAGES.inn),
    kpp: plainText().trim().toUpperCase().default(''),
    ogrn: digitString(TARIFF_MESSAGES.ogrn).refine(isValidOgrn, TARIFF_MESSAGES.ogrn),
    legal_address: requiredText(REQUISITE_TEXT_MAX, TARIFF_MESSAGES.legalAddress),
    bank_name: requiredText(REQUISITE_TEXT_MAX, TARIFF_MESSAGES.bankName),
    bik: digitString(TARIFF_MESSAGES.bik).refine(isValidBik, TARIFF_MESSAGES.bik),
    correspondent_account: digitString(TARIFF_MESSAGES.correspondentAccount),
    settlement_account: digitString(TARIFF_MESSAGES.settlementAccount),
  })
  .superRefine((d, ctx) => {
    const company = d.inn.length === 10;
    if (company && d.kpp === '') ctx.addIssue({ code: 'custom', path: ['kpp'], message: TARIFF_MESSAGES.kppRequired });
    else if (company && !isValidKpp(d.kpp)) ctx.addIssue({ code: 'custom', path: ['kpp'], message: TARIFF_MESSAGES.kpp });
    else if (!company && d.kpp !== '') ctx.addIssue({ code: 'custom', path: ['kpp'], message: TARIFF_MESSAGES.kppForbidden });
    if (d.ogrn.length !== (company ? 13 : 15)) ctx.addIssue({ code: 'custom', path: ['ogrn'], message: TARIFF_MESSAGES.ogrnKind });
    if (!isValidBik(d.bik)) return; // the accounts are keyed with the БИК: nothing to check them against
    if (!isValidSettlementAccount(d.settlement_account, d.bik))
      ctx.addIssue({ code: 'custom', path: ['settlement_account'], message: TARIFF_MESSAGES.settlementAccount });
    if (!isValidCorrespondentAccount(d.correspondent_account, d.bik))
      ctx.addIssue({ code: 'custom', path: ['correspondent_account'], message: TARIFF_MESSAGES.correspondentAccount });
  }); // prettier-ignore
export type PaymentDetailsInput = z.input<typeof paymentDetailsInput>;

/**
 * GET payment-details/: the saved requisites; before any are saved, a draft prefilled from the agency
 * (its name and ИНН), `saved: false`.
 */
export const paymentDetails = requisites.extend({
  saved: z.boolean(),
  updated_at: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof paymentDetails>;

const planLimitKey = z.enum(Object.keys(PLAN_LIMITS) as [PlanLimitKey]);

/** A plan with its limits as numbers (`null` = no limit) and the price of each billing period. */
export const plan = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  price_month: z.number().int(),
  description: z.string(),
  features: z.array(z.string()),
  is_popular: z.boolean(),
  limits: z.record(planLimitKey, z.number().int().nullable()),
  /** Whether the plan earns the visible «Платный тариф» criterion of the ranking. */
  matching_priority: z.boolean(),
  periods: z.array(
    z.object({
      months: z.number().int(),
      discount: z.number().int(),
      price: z.number().int(),
    }),
  ),
});
export type Plan = z.infer<typeof plan>;
export const planPage = pageOf(plan);

const subscriptionStatus = z.enum(Object.keys(SUBSCRIPTION_STATUSES) as [SubscriptionStatus]);

/** A subscription is its invoice («Счёт на оплату № {number}»). */
export const invoice = z.object({
  number: z.number().int(),
  plan: z.string(),
  plan_name: z.string(),
  period_months: z.number().int(),
  status: subscriptionStatus,
  /** Total in roubles, VAT included. */
  amount: z.number().int(),
  /** Percent; `null` = «Без НДС». */
  vat_rate: z.number().int().nullable(),
  vat_amount: z.string(),
  amount_in_words: z.string(),
  buyer: requisites,
  issued_at: z.string(),
  paid_at: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoice>;

/** POST invoices/: a plan and a period; the buyer is the agency's saved requisites. */
export const invoiceCreate = z.strictObject({
  plan: plainText().max(50),
  period_months: z.union(
    BILLING_MONTHS.map((m) => z.literal(m)) as unknown as [z.ZodLiteral<BillingMonths>],
    { error: 'Выберите срок: 1, 3 или 12 месяцев.' },
  ),
});
export type InvoiceCreate = z.input<typeof invoiceCreate>;

export const invoiceNumberParams = z.object({ number: idParam() });

/** One limit of the plan in force and how much of it the agency uses. */
export const planUsage = z.object({
  key: planLimitKey,
  used: z.number().int(),
  limit: z.number().int().nullable(),
});
export type PlanUsage = z.infer<typeof planUsage>;

/**
 * GET subscription/: the agency's tariff — the plan in force (the free one when no paid period runs now),
 * the paid subscription behind it, the usage of its limits, and every invoice, newest first.
 */
export const subscriptionState = z.object({
  plan: z.string(),
  plan_name: z.string(),
  current: invoice.nullable(),
  /** A paid period that starts when the current one ends. */
  next: invoice.nullable(),
  pending: invoice.nullable(),
  usage: z.array(planUsage),
  invoices: z.array(invoice),
});
export type SubscriptionState = z.infer<typeof subscriptionState>;

/** 403 of a reached limit: what it is, and the cheapest plan that lifts it. */
export const planLimitError = z.object({
  detail: z.string(),
  code: z.literal(PLAN_LIMIT_CODE),
  limit: planLimitKey,
  upgrade: z.object({ slug: z.string(), name: z.string() }).nullable(),
});
export type PlanLimitError = z.infer<typeof planLimitError>;
