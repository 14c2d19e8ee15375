import type { RankedContractor } from '../../../contract/matching';
import type { RankedAgency } from '../../../contract/ranking';
import type { MatchingRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import type { PageWindow } from '../../http/pagination';
import { toCatalogueCard } from '../agency-cards';
import { candidateIndex } from './candidate-index';
import { rankedContractor } from './explain';
import { matchingStatement, rankedPageStatement, type MatchingRow } from './matching-query';
import { rankInMemory } from './ranked-in-memory';
import { currentCatalogueVersion } from './stored-ranking';

type Ranked<T> = { count: number; results: T[] };

/**
 * One page of the agencies ranked for `requirements` at `now` and how many there are in all: ranked over the
 * in-memory index caught up with at least `catalogueVersion` (read here when the caller has not), the page's
 * rows then read with what their explanation needs (and with `cards`, their cards).
 */
async function ranked<T>(
  db: Db,
  requirements: MatchingRequirements,
  win: PageWindow,
  now: Date,
  { cards, catalogueVersion }: { cards: boolean; catalogueVersion?: number },
  toItem: (row: MatchingRow) => T,
): Promise<Ranked<T>> {
  const index = await candidateIndex(db, catalogueVersion ?? (await currentCatalogueVersion(db)));
  const scored = rankInMemory(index, requirements, win, now);
  const rows =
    scored.page.length === 0
      ? []
      : await selectRows<MatchingRow>(
          db,
          rankedPageStatement(requirements, scored, now, { cards }),
        );
  return { count: rows[0]?.total ?? 0, results: rows.map(toItem) };
}

/** One page of the agencies ranked for `requirements` at `now`; the caller makes the DRF page (`toPage`). */
export const rankContractors = (
  db: Db,
  requirements: MatchingRequirements,
  win: PageWindow,
  now: Date,
): Promise<Ranked<RankedContractor>> =>
  ranked(db, requirements, win, now, { cards: false }, (row) =>
    rankedContractor(row, requirements),
  );

/** The whole ranking with the page's cards as one SQL statement: the bench runs it raw, as the baseline. */
export const rankingStatement = (requirements: MatchingRequirements, win: PageWindow, now: Date) =>
  matchingStatement(requirements, win, now, { cards: true });

/**
 * `rankContractors` for a page shown with its agencies' cards; `catalogueVersion`, the catalogue's version
 * the caller read before ranking (the ranking reflects at least it).
 */
export const rankAgencies = (
  db: Db,
  requirements: MatchingRequirements,
  win: PageWindow,
  now: Date,
  catalogueVersion: number,
): Promise<Ranked<RankedAgency>> =>
  ranked(db, requirements, win, now, { cards: true, catalogueVersion }, (row) => ({
    ...rankedContractor(row, requirements),
    contractor: toCatalogueCard(row.card!),
  }));
