import { and, eq, inArray, lte } from 'drizzle-orm';
import type { SubscriptionState } from '../../../contract/tariffs';
import type { Db } from '../../db/client';
import { refreshProfileRows } from '../../db/profile-columns';
import { contractors, plans, subscriptions } from '../../db/schema';
import { planUsage } from './limits';
import { planInForce } from './plan-in-force';
import { invoiceRows, toInvoice } from './invoice-view';
import { notifyTariffChange } from './tariff-notify';

/**
 * Writes `expired` on the agency's paid periods that ended by `now`, each with its notification, in the
 * caller's transaction. Lazy: called where the tariff is read or decided on. The UPDATE is conditional
 * (`status = 'active'`), so of two requests at once only one gets the row back and notifies.
 */
export async function expireLapsed(tx: Db, contractorId: number, now: Date): Promise<void> {
  const lapsed = await tx
    .update(subscriptions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(subscriptions.contractorId, contractorId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.endsAt, now),
      ),
    )
    .returning();
  if (lapsed.length === 0) return;
  // The ranking's plan criterion is read from the profile rows: rebuilt as on a confirmation.
  await refreshProfileRows(tx, eq(contractors.id, contractorId));
  const names = await tx
    .select({ id: plans.id, slug: plans.slug, name: plans.name })
    .from(plans)
    .where(inArray(plans.id, [...new Set(lapsed.map((s) => s.planId))]));
  for (const subscription of lapsed) {
    const plan = names.find((p) => p.id === subscription.planId)!;
    await notifyTariffChange(tx, { subscription, plan }, 'expired', now);
  }
}

/** The agency's tariff at `now`: the plan in force, its paid periods, the unpaid invoice, usage, invoices. */
export async function subscriptionState(
  db: Db,
  contractorId: number,
  now: Date,
): Promise<SubscriptionState> {
  const { plan, state } = await db.transaction(async (tx) => {
    await expireLapsed(tx, contractorId, now);
    const { plan, subscription } = await planInForce(tx, contractorId, now);
    const all = await invoiceRows(tx, eq(subscriptions.contractorId, contractorId));
    const current = subscription && all.find((r) => r.subscription.id === subscription.id);
    // Paid periods that start later, the soonest first (an extension follows the current one).
    const [next] = all
      .filter((r) => r.subscription.status === 'active' && r.subscription.startsAt! > now)
      .sort((a, b) => +a.subscription.startsAt! - +b.subscription.startsAt!);
    const pending = all.find((r) => r.subscription.status === 'pending_payment');
    return {
      plan,
      state: {
        plan: plan.slug,
        plan_name: plan.name,
        current: current ? toInvoice(current) : null,
        next: next ? toInvoice(next) : null,
        pending: pending ? toInvoice(pending) : null,
        invoices: all.map(toInvoice),
      },
    };
  });
  // After the commit: planUsage counts its limits in parallel, which one transaction's connection cannot.
  return { ...state, usage: await planUsage(db, contractorId, plan, now) };
}
