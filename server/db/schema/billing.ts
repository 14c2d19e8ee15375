import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Requisites } from '../../../contract/tariffs';
import { plans } from './catalog';
import { at, authorRef, contractorRef } from './references';

// What an agency pays: its requisites, and its subscriptions, each one invoice. States:
// contract/tariff-rules.ts.

/** The agency's requisites for its invoices (checked with their checksums on the way in); one per agency. */
export const paymentDetails = pgTable('payment_details', {
  contractorId: contractorRef().primaryKey(),
  legalName: text('legal_name').notNull(),
  inn: text('inn').notNull(),
  /** Empty for an ИП. */
  kpp: text('kpp').notNull().default(''),
  ogrn: text('ogrn').notNull(),
  legalAddress: text('legal_address').notNull(),
  bankName: text('bank_name').notNull(),
  bik: text('bik').notNull(),
  correspondentAccount: text('correspondent_account').notNull(),
  settlementAccount: text('settlement_account').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: authorRef('updated_by'),
});

/**
 * A subscription and its invoice («Счёт на оплату № id»): issued `pending_payment`, `active` once the
 * operator confirms the payment (from `starts_at` to `ends_at`), then `expired`; or `cancelled` unpaid. The
 * buyer's and seller's requisites are copied at issue, so the invoice never changes after.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    contractorId: contractorRef(),
    planId: integer('plan_id')
      .notNull()
      .references(() => plans.id),
    periodMonths: integer('period_months').notNull(),
    status: text('status').notNull().default('pending_payment'),
    /** Total in roubles, VAT included. */
    amount: integer('amount').notNull(),
    /** Percent of VAT inside the amount; null = «Без НДС». */
    vatRate: integer('vat_rate'),
    buyer: jsonb('buyer').$type<Requisites>().notNull(),
    seller: jsonb('seller').$type<Requisites>().notNull(),
    issuedAt: at('issued_at').notNull().defaultNow(),
    issuedBy: authorRef('issued_by'),
    paidAt: at('paid_at'),
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('subscriptions_contractor_idx').on(t.contractorId, t.status),
    // One unpaid invoice per agency: a new one replaces it in the same transaction.
    uniqueIndex('subscriptions_one_pending_idx')
      .on(t.contractorId)
      .where(sql`${t.status} = 'pending_payment'`),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('pending_payment', 'active', 'expired', 'cancelled')`,
    ),
    check('subscriptions_period_check', sql`${t.periodMonths} in (1, 3, 12)`),
    check('subscriptions_paid_period_check', sql`${t.status} = 'pending_payment' or ${t.status} = 'cancelled' or (${t.startsAt} is not null and ${t.endsAt} > ${t.startsAt})`),
  ],
); // prettier-ignore
