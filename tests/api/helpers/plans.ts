import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMPANY_REQUISITES } from '../../fixtures/requisites';
import { refreshProfileRows } from '../../../server/db/profile-columns';
import { DEMO_ACCOUNTS } from '../../../server/db/seed/demo-users';
import {
  contractorAccounts,
  contractors,
  plans,
  subscriptions,
  users,
} from '../../../server/db/schema';

// Tariffs in tests: a paid period written straight into `subscriptions` (the billing routes confirm payments
// the same way: the row `active` with its period, then the agency's profile rows refreshed).

const DAY = 24 * 60 * 60 * 1000;

/**
 * An `active` paid period of the plan `slug` for the agency, the only one it has, from `startsAt` to `endsAt` (by default a year
 * either side of `around`, so it holds whatever the test's clock says), and its profile rows refreshed.
 */
export async function givePlan(
  app: FastifyInstance,
  contractorId: number,
  slug: 'business' | 'pro',
  period: { startsAt: Date; endsAt: Date } | { around: Date },
): Promise<number> {
  const { startsAt, endsAt } =
    'around' in period
      ? {
          startsAt: new Date(period.around.getTime() - 365 * DAY),
          endsAt: new Date(period.around.getTime() + 365 * DAY),
        }
      : period;
  const db = app.db.db;
  const [plan] = await db.select().from(plans).where(eq(plans.slug, slug));
  return db.transaction(async (tx) => {
    // The given plan replaces any running one (the demo agency's seeded «Бизнес»), as a switch of plans does.
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: startsAt })
      .where(and(eq(subscriptions.contractorId, contractorId), eq(subscriptions.status, 'active')));
    const [row] = await tx
      .insert(subscriptions)
      .values({
        contractorId,
        planId: plan!.id,
        periodMonths: 12,
        status: 'active',
        amount: plan!.priceMonth * 12,
        vatRate: null,
        buyer: COMPANY_REQUISITES,
        seller: COMPANY_REQUISITES,
        paidAt: startsAt,
        startsAt,
        endsAt,
      })
      .returning({ id: subscriptions.id });
    await refreshProfileRows(tx, eq(contractors.id, contractorId));
    return row!.id;
  });
}

/**
 * The demo agency has more services, cases and people than the free plan allows, and the tests add more:
 * a paid «Про» running around the app's clock, so a test about something else never meets a limit
 * (tests/api/plan-limits.test.ts tries the limits themselves).
 */
export const unlimitedPlan = (app: FastifyInstance, contractorId: number) =>
  givePlan(app, contractorId, 'pro', { around: app.clock() });

/** The same for the agency of a member's address (by default the demo agency's leader). */
export async function unlimitedAgencyOf(
  app: FastifyInstance,
  email: string = DEMO_ACCOUNTS[1].email,
): Promise<void> {
  const [row] = await app.db.db
    .select({ id: contractorAccounts.contractorId })
    .from(contractorAccounts)
    .innerJoin(users, eq(users.id, contractorAccounts.userId))
    .where(eq(users.email, email));
  await unlimitedPlan(app, row!.id);
}

/** The agency back on the free plan: every subscription of it cancelled, its profile rows refreshed. */
export async function onFreePlan(app: FastifyInstance, contractorId: number): Promise<void> {
  await app.db.db.transaction(async (tx) => {
    await tx
      .update(subscriptions)
      .set({ status: 'cancelled', cancelledAt: app.clock() })
      .where(eq(subscriptions.contractorId, contractorId));
    await refreshProfileRows(tx, eq(contractors.id, contractorId));
  });
}
