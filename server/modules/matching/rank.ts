import type { RankedContractor } from '../../../contract/matching';
import type { RankedAgency } from '../../../contract/ranking';
import type { MatchingRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { PageWindow } from '../../http/pagination';
import { toCatalogueCard } from '../agency-cards';
import { rankedContractor } from './explain';
import { matchingStatement, type MatchingRow } from './matching-query';

type Ranked<T> = { count: number; results: T[] };

/** The statement's rows as a page of ranked agencies and how many there are in all. */
async function ranked<T>(
  db: Db,
  statement: ReturnType<typeof matchingStatement>,
  toItem: (row: MatchingRow) => T,
): Promise<Ranked<T>> {
  const rows = await selectRows<MatchingRow>(db, statement);
  return { count: rows[0]?.total ?? 0, results: rows.map(toItem) };
}

/**
 * One page of the agencies ranked for `requirements` at `now` (one statement) and how many there are in all;
 * the caller makes the DRF page (`toPage`).
 */
export const rankContractors = (
  db: Db,
  requirements: MatchingRequirements,
  win: PageWindow,
  now: Date,
): Promise<Ranked<RankedContractor>> =>
  ranked(db, matchingStatement(requirements, win, now), (row) =>
    rankedContractor(row, requirements),
  );

/** The statement of `rankAgencies`: the ranking with the page's cards (the bench runs it raw). */
export const rankingStatement = (requirements: MatchingRequirements, win: PageWindow, now: Date) =>
  matchingStatement(requirements, win, now, { cards: true });

/** `rankContractors` for a page shown with its agencies' cards, read by the same statement. */
export const rankAgencies = (
  db: Db,
  requirements: MatchingRequirements,
  win: PageWindow,
  now: Date,
): Promise<Ranked<RankedAgency>> =>
  ranked(db, rankingStatement(requirements, win, now), (row) => ({
    ...rankedContractor(row, requirements),
    contractor: toCatalogueCard(row.card!),
  }));
