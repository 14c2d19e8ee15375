import { sql, type SQL } from 'drizzle-orm';
import { BUDGET_BAND_KEYS, BUDGET_BAND_ROUBLES, type BudgetBand } from '../../../contract/budget';
import type { MatchingRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { CANDIDATES, candidateFilter, expressions } from './matching-query';

// What the matching preview counts, without ranking: one aggregate over the ranking's own filter.

/**
 * Agencies passing every hard filter but the budget (`matched`), those of them the budget band also fits
 * (`fitting`), and the median of their lowest prices for the required services (of those naming one).
 */
export function matchingCountStatement(r: MatchingRequirements): SQL {
  const c = expressions('c', r);
  return sql`select count(*)::int as matched,
      (count(*) filter (where ${c.pass.budget}))::int as fitting,
      percentile_disc(0.5) within group (order by (${c.low})::bigint)
        filter (where ${c.namesPrice}) as median
    from ${CANDIDATES}
    where ${candidateFilter(r, { withInclusions: false, except: ['budget'] })}`;
}

/** The band a price in roubles falls in: the first whose top is at least it. */
export const bandOfPrice = (price: number): BudgetBand =>
  BUDGET_BAND_KEYS.find((band) => {
    const max = BUDGET_BAND_ROUBLES[band].max;
    return max === null || price <= max;
  })!;

export interface MatchingCount {
  matched: number;
  fitting: number;
  usualBand: BudgetBand | null;
}

/** The counts of `matchingCountStatement`, in one statement; no agency is ranked. */
export async function countMatching(db: Db, r: MatchingRequirements): Promise<MatchingCount> {
  const [row] = await selectRows<{ matched: number; fitting: number; median: string | null }>(
    db,
    matchingCountStatement(r),
  );
  const median = row!.median === null ? null : Number(row!.median); // a bigint: a string
  return {
    matched: row!.matched,
    fitting: row!.fitting,
    usualBand: median === null ? null : bandOfPrice(median),
  };
}
