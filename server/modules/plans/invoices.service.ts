import { and, eq, inArray } from 'drizzle-orm';
import { periodPrice } from '../../../contract/tariff-rules';
import { TARIFF_MESSAGES, type Invoice, type InvoiceCreate } from '../../../contract/tariffs';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { contractors, plans, subscriptions, users } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import { agencyMembersWith } from '../auth';
import { invoiceFileName, queueInvoiceMail } from './invoice-mail';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceByNumber, invoiceDocument, toInvoice, type InvoiceRow } from './invoice-view';
import { savedRequisites } from './payment-details.service';
import { freePlan } from './plan-in-force';
import { expireLapsed } from './subscription.service';
import { notifyTariffChange } from './tariff-notify';

/** Locks the agency's row: its tariff's writes (issue, cancel, confirm) run one at a time. */
export async function lockAgency(tx: Db, contractorId: number): Promise<void> {
  await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.id, contractorId))
    .for('update');
}

/** The invoice of this agency, or a 404 (another agency's invoice reads as absent). */
async function ownInvoice(db: Db, contractorId: number, number: number): Promise<InvoiceRow> {
  const row = await invoiceByNumber(db, number);
  if (!row || row.subscription.contractorId !== contractorId)
    throw notFound(TARIFF_MESSAGES.invoiceNotFound);
  return row;
}

/** Marks a pending invoice cancelled, with its notification; the caller has locked the agency. */
export async function cancelPending(tx: Db, row: InvoiceRow, now: Date): Promise<InvoiceRow> {
  if (row.subscription.status !== 'pending_payment')
    throw validationError({ non_field_errors: [TARIFF_MESSAGES.notPending] });
  const [subscription] = await tx
    .update(subscriptions)
    .set({ status: 'cancelled', cancelledAt: now })
    .where(eq(subscriptions.id, row.subscription.id))
    .returning();
  const cancelled = { ...row, subscription: subscription! };
  await notifyTariffChange(tx, cancelled, 'cancelled', now);
  return cancelled;
}

/**
 * The leader orders a plan for a period: one transaction locks the agency, cancels its unpaid invoice (one
 * pending per agency), issues the new one with the saved requisites as the buyer, mails its PDF to the
 * leader and tells the payers.
 */
export async function issueInvoice(
  { db: database, config, mailer }: Pick<AppContext, 'db' | 'config' | 'mailer'>,
  contractorId: number,
  userId: number,
  body: InvoiceCreate,
  now: Date,
): Promise<Invoice> {
  const db = database.db;
  const [plan] = await db.select().from(plans).where(eq(plans.slug, body.plan));
  if (!plan) throw validationError({ plan: [TARIFF_MESSAGES.unknownPlan] });
  if (plan.id === (await freePlan(db)).id)
    throw validationError({ plan: [TARIFF_MESSAGES.freePlan] });
  const months = body.period_months;
  const { invoice, mails } = await db.transaction(async (tx) => {
    await lockAgency(tx, contractorId);
    const buyer = await savedRequisites(tx, contractorId);
    if (!buyer) throw validationError({ non_field_errors: [TARIFF_MESSAGES.noPaymentDetails] });
    await expireLapsed(tx, contractorId, now);
    const [previous] = await tx
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.contractorId, contractorId),
          eq(subscriptions.status, 'pending_payment'),
        ),
      );
    if (previous) await cancelPending(tx, (await invoiceByNumber(tx, previous.id))!, now);
    const [subscription] = await tx
      .insert(subscriptions)
      .values({
        contractorId,
        planId: plan.id,
        periodMonths: months,
        amount: periodPrice(plan.priceMonth, months),
        vatRate: config.vatRate,
        buyer,
        seller: config.invoiceSeller,
        issuedAt: now,
        issuedBy: userId,
      })
      .returning();
    const row: InvoiceRow = { subscription: subscription!, plan };
    const payers = await agencyMembersWith(tx, contractorId, 'manageTariff');
    const to =
      payers.length === 0
        ? []
        : await tx.select({ email: users.email }).from(users).where(inArray(users.id, payers));
    const mails = await queueInvoiceMail(
      tx,
      to.map((u) => u.email),
      invoiceDocument(row),
      { publicUrl: config.publicUrl },
    );
    await notifyTariffChange(tx, row, 'pending_payment', now);
    return { invoice: toInvoice(row), mails };
  });
  await mailer.dispatch(mails);
  return invoice;
}

/** The leader cancels its agency's unpaid invoice. */
export function cancelInvoice(
  db: Db,
  contractorId: number,
  number: number,
  now: Date,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    await lockAgency(tx, contractorId);
    return toInvoice(await cancelPending(tx, await ownInvoice(tx, contractorId, number), now));
  });
}

/** The invoice's PDF and its file name («schet-12.pdf»), for a member of its agency. */
export async function invoicePdf(
  db: Db,
  contractorId: number,
  number: number,
): Promise<{ filename: string; pdf: Buffer }> {
  const row = await ownInvoice(db, contractorId, number);
  return {
    filename: invoiceFileName({ number: row.subscription.id }),
    pdf: await renderInvoicePdf(invoiceDocument(row)),
  };
}
