import { desc, eq, type SQL } from 'drizzle-orm';
import { amountInWords } from '../../../contract/amount-words';
import { plural } from '../../../contract/plural';
import { vatInsideKopecks, type SubscriptionStatus } from '../../../contract/tariff-rules';
import type { Invoice } from '../../../contract/tariffs';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';
import type { InvoiceDocument } from './invoice-document';
import type { SubscriptionRow } from './plan-in-force';
import { quoteName } from '../../../contract/quote';

// A subscription row as the API shows it (the `invoice` shape) and as the PDF prints it.

export interface InvoiceRow {
  subscription: SubscriptionRow;
  plan: { slug: string; name: string };
}

/** The invoices (with their plan's slug and name) matching `where`, newest first. */
export function invoiceRows(db: Db, where: SQL | undefined): Promise<InvoiceRow[]> {
  return db
    .select({ subscription: subscriptions, plan: { slug: plans.slug, name: plans.name } })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(where)
    .orderBy(desc(subscriptions.issuedAt), desc(subscriptions.id));
}

/** The invoice numbered `number`, or undefined. */
export const invoiceByNumber = async (db: Db, number: number) =>
  (await invoiceRows(db, eq(subscriptions.id, number)))[0];

/** The VAT inside `amount` roubles as «1803.28»; «0.00» without VAT. */
export function vatAmount(amount: number, rate: number | null): string {
  const kopecks = rate === null ? 0 : vatInsideKopecks(amount, rate);
  return `${Math.floor(kopecks / 100)}.${String(kopecks % 100).padStart(2, '0')}`;
}

/** The invoice's one line: «Тариф «Бизнес» на 3 месяца». */
export const invoiceItem = (planName: string, months: number) =>
  `Тариф ${quoteName(planName)} на ${plural(months, ['месяц', 'месяца', 'месяцев'])}`;

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function toInvoice({ subscription: s, plan }: InvoiceRow): Invoice {
  return {
    number: s.id,
    plan: plan.slug,
    plan_name: plan.name,
    period_months: s.periodMonths,
    status: s.status as SubscriptionStatus,
    amount: s.amount,
    vat_rate: s.vatRate,
    vat_amount: vatAmount(s.amount, s.vatRate),
    amount_in_words: amountInWords(s.amount),
    buyer: s.buyer,
    issued_at: s.issuedAt.toISOString(),
    paid_at: iso(s.paidAt),
    starts_at: iso(s.startsAt),
    ends_at: iso(s.endsAt),
    cancelled_at: iso(s.cancelledAt),
  };
}

/** What the PDF of the invoice prints: the requisites copied at issue, never today's. */
export const invoiceDocument = ({ subscription: s, plan }: InvoiceRow): InvoiceDocument => ({
  number: s.id,
  issuedAt: s.issuedAt,
  seller: s.seller,
  buyer: s.buyer,
  item: invoiceItem(plan.name, s.periodMonths),
  amount: s.amount,
  vatRate: s.vatRate,
});
