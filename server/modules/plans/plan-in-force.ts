import { and, asc, desc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';

export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export interface PlanInForce {
  plan: PlanRow;
  /** The paid subscription running at `now`; null on the free plan. */
  subscription: SubscriptionRow | null;
}

/** The free plan: the cheapest (the first of equals). */
export async function freePlan(db: Db): Promise<PlanRow> {
  const [plan] = await db
    .select()
    .from(plans)
    .orderBy(asc(plans.priceMonth), asc(plans.position))
    .limit(1);
  if (!plan) throw new Error('no plans: the reference seed has not run');
  return plan;
}

/**
 * The plan an agency has at `now`: its paid subscription whose period holds `now` (an `active` row past its
 * end counts as expired whether or not that has been written yet), else the free plan.
 */
export async function planInForce(db: Db, contractorId: number, now: Date): Promise<PlanInForce> {
  const [row] = await db
    .select({ plan: plans, subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(
      and(
        eq(subscriptions.contractorId, contractorId),
        eq(subscriptions.status, 'active'),
        lte(subscriptions.startsAt, now),
        gt(subscriptions.endsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.startsAt))
    .limit(1);
  return row ?? { plan: await freePlan(db), subscription: null };
}
