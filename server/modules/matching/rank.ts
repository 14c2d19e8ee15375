import type { RankedContractor } from '../../../contract/matching';
import type { RankedAgency } from '../../../contract/ranking';
import { selectRows } from '../../db/rows';
import type { Db } from '../../db/client';
import type { PageWindow } from '../../http/pagination';
import { toCatalogueCard, type CardRow } from '../agency-cards';
import { rankedContractor } from './explain';
import { pageExtrasStatement, type MatchingRow, type RankingInput } from './matching-query';
import { rankInMemory } from './ranked-in-memory';
import type { Ranking } from './ranking';
import { currentCatalogueVersion } from './stored-ranking';

type Ranked<T> = { count: number; results: T[] };

/**
 * One page of the agencies ranked for `requirements` at `now` and how many there are in all: ranked and
 * explained over the in-memory index caught up with at least `catalogueVersion` (read here when the caller
 * has not), then, in one read, the names of what is required, the plan names and, with `cards`, the card rows
 * the index does not keep yet.
 */
async function ranked<T>(
  ranking: Ranking,
  requirements: RankingInput,
  win: PageWindow,
  now: Date,
  {
    cards,
    catalogueVersion,
    db = ranking.db,
  }: { cards: boolean; catalogueVersion?: number; db?: Db },
  toItem: (row: MatchingRow) => T,
): Promise<Ranked<T>> {
  const index = await ranking.indexAt(catalogueVersion ?? (await currentCatalogueVersion(db)), db);
  const { total, page } = rankInMemory(index, requirements, win, now);
  // A page past the end: no rows, and no count to tell by them (toPage answers 404).
  if (page.length === 0) return { count: 0, results: [] };
  const [extras] = await selectRows<{
    names: MatchingRow['names'];
    cards: Record<string, CardRow>;
    plans: Record<string, string | null>;
  }>(
    db,
    pageExtrasStatement(requirements, now, {
      cardIds: cards ? page.filter((row) => !index.card(row.id)).map((row) => row.id) : [],
      planIds: page.filter((row) => row.points.plan > 0).map((row) => row.id),
    }),
  );
  index.keepCards(Object.values(extras!.cards));
  const rows = page.flatMap((row): MatchingRow[] => {
    const card = cards ? index.card(row.id) : undefined;
    if (cards && !card) return []; // deleted since the index read it
    return [{ ...row, total, names: extras!.names, planName: extras!.plans[row.id] ?? null, card }];
  });
  return { count: total, results: rows.map(toItem) };
}

/**
 * One page of the agencies ranked for `requirements` at `now`; the caller makes the DRF page (`toPage`).
 * `db`: the caller's transaction, if it is in one.
 */
export const rankContractors = (
  ranking: Ranking,
  requirements: RankingInput,
  win: PageWindow,
  now: Date,
  db?: Db,
): Promise<Ranked<RankedContractor>> =>
  ranked(ranking, requirements, win, now, { cards: false, db }, (row) =>
    rankedContractor(row, requirements),
  );

/**
 * `rankContractors` for a page shown with its agencies' cards; `catalogueVersion`, the catalogue's version
 * the caller read before ranking (the ranking reflects at least it).
 */
export const rankAgencies = (
  ranking: Ranking,
  requirements: RankingInput,
  win: PageWindow,
  now: Date,
  catalogueVersion: number,
): Promise<Ranked<RankedAgency>> =>
  ranked(ranking, requirements, win, now, { cards: true, catalogueVersion }, (row) => ({
    ...rankedContractor(row, requirements),
    contractor: toCatalogueCard(row.card!),
  }));
