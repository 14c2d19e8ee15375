import { and, asc, count, eq, gte, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { monthStart } from '../../../contract/notification-window';
import {
  PLAN_LIMIT_CODE,
  PLAN_LIMIT_KEYS,
  PLAN_LIMITS,
  type PlanLimitKey,
} from '../../../contract/tariff-rules';
import type { PlanLimitError, PlanUsage } from '../../../contract/tariffs';
import type { Db } from '../../db/client';
import {
  cases,
  contractorAccounts,
  materials,
  plans,
  serviceContractors,
  tenderCandidates,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { planInForce, type PlanRow } from './plan-in-force';
import { quoteName } from '../../../contract/quote';

// The limits gate additions only: an agency already past a limit (the demo agencies, or one whose paid period
// ended) keeps what it has and can edit or remove it; it cannot add another until it is under the limit.

/** The plan column of each limit. */
const LIMIT_COLUMN = {
  proposals_per_month: 'proposalsPerMonth',
  services: 'maxServices',
  cases: 'maxCases',
  materials: 'maxMaterials',
  employees: 'maxEmployees',
} as const satisfies Record<PlanLimitKey, keyof PlanRow>;

export const limitOf = (plan: PlanRow, key: PlanLimitKey): number | null => plan[LIMIT_COLUMN[key]];

/**
 * How much of a limit the agency uses now. Proposals count per calendar month in Moscow (the product's
 * billing zone); employees count everyone in the agency's cabinet, the leader and pending invitations too.
 */
async function used(db: Db, contractorId: number, key: PlanLimitKey, now: Date): Promise<number> {
  const counted = async (table: PgTable, where: SQL | undefined) =>
    (await db.select({ n: count() }).from(table).where(where))[0]!.n;
  switch (key) {
    case 'proposals_per_month':
      return counted(
        tenderCandidates,
        and(
          eq(tenderCandidates.contractorId, contractorId),
          gte(tenderCandidates.firstSubmittedAt, monthStart(now)),
        ),
      );
    case 'services':
      return counted(serviceContractors, eq(serviceContractors.contractorId, contractorId));
    case 'cases':
      return counted(cases, eq(cases.contractorId, contractorId));
    case 'materials':
      return counted(materials, eq(materials.contractorId, contractorId));
    case 'employees':
      return counted(contractorAccounts, eq(contractorAccounts.contractorId, contractorId));
  }
}

/** Every limit of `plan` (the agency's plan in force) with its usage («использовано 7 из 10»). */
export function planUsage(
  db: Db,
  contractorId: number,
  plan: PlanRow,
  now: Date,
): Promise<PlanUsage[]> {
  return Promise.all(
    PLAN_LIMIT_KEYS.map(async (key) => ({
      key,
      used: await used(db, contractorId, key, now),
      limit: limitOf(plan, key),
    })),
  );
}

/** The cheapest plan whose limit is above `needed` (null = unlimited), to name in a refusal. */
async function planThatLifts(db: Db, key: PlanLimitKey, needed: number): Promise<PlanRow | null> {
  const all = await db.select().from(plans).orderBy(asc(plans.priceMonth), asc(plans.position));
  return all.find((p) => (limitOf(p, key) ?? Infinity) >= needed) ?? null;
}

/**
 * Refuses (403, `code: plan_limit`, the plan that lifts it) when one more of `key` would pass the agency's
 * plan. Call it in the transaction that adds the thing, after locking what serialises those additions.
 */
export async function enforcePlanLimit(
  db: Db,
  contractorId: number,
  key: PlanLimitKey,
  now: Date,
): Promise<void> {
  const { plan } = await planInForce(db, contractorId, now);
  const limit = limitOf(plan, key);
  if (limit === null) return;
  if ((await used(db, contractorId, key, now)) < limit) return;
  const upgrade = await planThatLifts(db, key, limit + 1);
  const body: PlanLimitError = {
    detail:
      `${PLAN_LIMITS[key].reached(limit)} ${upgrade ? `Больше — на тарифе ${quoteName(upgrade.name)}.` : ''}`.trim(),
    code: PLAN_LIMIT_CODE,
    limit: key,
    upgrade: upgrade && { slug: upgrade.slug, name: upgrade.name },
  };
  throw new HttpError(403, body);
}
