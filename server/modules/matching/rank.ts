import type { RankedContractor } from '../../../contract/matching';
import type { MatchingRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { PageWindow } from '../../http/pagination';
import { rankedContractor } from './explain';
import { matchingStatement, type MatchingRow } from './matching-query';

/**
 * One page of the agencies ranked for `requirements` at `now` (one statement) and how many there are in all;
 * the caller makes the DRF page (`toPage`).
 */
export async function rankContractors(
  db: Db,
  requirements: MatchingRequirements,
  win: PageWindow,
  now: Date,
): Promise<{ count: number; results: RankedContractor[] }> {
  const rows = await selectRows<MatchingRow>(db, matchingStatement(requirements, win, now));
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map((row) => rankedContractor(row, requirements)),
  };
}
