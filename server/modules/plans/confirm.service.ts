import { and, asc, desc, eq, gt, gte, lte } from 'drizzle-orm';
import { TARIFF_MESSAGES, type Invoice } from '../../../contract/tariffs';
import type { Db } from '../../db/client';
import { refreshProfileRows } from '../../db/profile-columns';
import { contractors, subscriptions } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import { invoiceByNumber, toInvoice, type InvoiceRow } from './invoice-view';
import { cancelPending, lockAgency } from './invoices.service';
import { addMonths } from './period';
import { expireLapsed } from './subscription.service';
import { notifyTariffChange } from './tariff-notify';

// The operator's side (`npm run ops`, or the operator route it calls): a payment arrived, or an unpaid
// invoice is to be dropped. No user is involved: the invoice number is the whole address.

/** The invoice and its agency locked, or a 404; a paid or cancelled one: 400. */
async function pendingInvoice(tx: Db, number: number): Promise<InvoiceRow> {
  const found = await invoiceByNumber(tx, number);
  if (!found) throw notFound(TARIFF_MESSAGES.invoiceNotFound);
  await lockAgency(tx, found.subscription.contractorId);
  const row = (await invoiceByNumber(tx, number))!; // read again under the lock
  if (row.subscription.status !== 'pending_payment')
    throw validationError({ non_field_errors: [TARIFF_MESSAGES.notPending] });
  return row;
}

/**
 * Confirms the payment of invoice `number` at `now`. The same plan running: the new period follows the
 * last paid one (an extension). Another plan running: the new one starts now, the running period is cut
 * (ended now, `expired`) and any period paid ahead moves to follow the new one. Nothing running: it starts
 * now. The agency's profile rows are rebuilt, so the ranking's plan criterion is recomputed and every stored
 * ranking is stale.
 */
export function confirmPayment(db: Db, number: number, now: Date): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const row = await pendingInvoice(tx, number);
    const { contractorId, planId, periodMonths } = row.subscription;
    await expireLapsed(tx, contractorId, now);
    const paid = and(
      eq(subscriptions.contractorId, contractorId),
      eq(subscriptions.status, 'active'),
      gt(subscriptions.endsAt, now),
    );
    const [running] = await tx
      .select()
      .from(subscriptions)
      .where(and(paid, lte(subscriptions.startsAt, now)))
      .orderBy(desc(subscriptions.startsAt))
      .limit(1);
    const [last] = await tx
      .select()
      .from(subscriptions)
      .where(paid)
      .orderBy(desc(subscriptions.endsAt))
      .limit(1);
    const extension = running?.planId === planId;
    // A period that started this very instant was not used at all: it moves ahead instead of being cut.
    if (running && !extension && running.startsAt! < now)
      await tx
        .update(subscriptions)
        .set({ status: 'expired', endsAt: now })
        .where(eq(subscriptions.id, running.id));
    const startsAt = extension ? last!.endsAt! : now;
    const endsAt = addMonths(startsAt, periodMonths);
    const [subscription] = await tx
      .update(subscriptions)
      .set({ status: 'active', paidAt: now, startsAt, endsAt })
      .where(eq(subscriptions.id, number))
      .returning();
    if (!extension) await moveAhead(tx, contractorId, number, now, endsAt);
    await refreshProfileRows(tx, eq(contractors.id, contractorId));
    const confirmed = { ...row, subscription: subscription! };
    await notifyTariffChange(tx, confirmed, 'active', now);
    return toInvoice(confirmed);
  });
}

/** Periods paid ahead (not started before `now`) follow one another from `from`, each its own length. */
async function moveAhead(
  tx: Db,
  contractorId: number,
  except: number,
  now: Date,
  from: Date,
): Promise<void> {
  const ahead = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.contractorId, contractorId),
        eq(subscriptions.status, 'active'),
        gte(subscriptions.startsAt, now),
      ),
    )
    .orderBy(asc(subscriptions.startsAt));
  let cursor = from;
  for (const s of ahead) {
    if (s.id === except) continue;
    const endsAt = addMonths(cursor, s.periodMonths);
    await tx
      .update(subscriptions)
      .set({ startsAt: cursor, endsAt })
      .where(eq(subscriptions.id, s.id));
    cursor = endsAt;
  }
}

/** The operator drops an unpaid invoice (the agency will not pay it). */
export function operatorCancel(db: Db, number: number, now: Date): Promise<Invoice> {
  return db.transaction(async (tx) =>
    toInvoice(await cancelPending(tx, await pendingInvoice(tx, number), now)),
  );
}
