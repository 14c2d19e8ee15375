import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { RankedContractor } from '../../../contract/matching';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { catalogueVersion, projectRankingItems, projectRankings } from '../../db/schema';
import type { PageWindow } from '../../http/pagination';

// A project's ranking, stored whole with the versions it was computed from, and paged from the store while
// both still hold: the project's requirements version and the catalogue's (grown by every profile write).

/** The versions a ranking was computed from. */
export interface RankingVersions {
  requirementsVersion: number;
  catalogueVersion: number;
}

const currentCatalogue = sql`coalesce((select ${catalogueVersion.version} from ${catalogueVersion}), 0)`;

/**
 * The catalogue's version now. Read before ranking: the ranking then reflects at least this version, so a
 * store tagged with it is never older than it says (at worst it is recomputed once more).
 */
export async function currentCatalogueVersion(db: Db): Promise<number> {
  const [row] = await selectRows<{ version: number | string }>(
    db,
    sql`select ${currentCatalogue} as version`,
  );
  return Number(row!.version); // a bigint: a string from node-postgres
}

/**
 * One page of the project's stored ranking, if it was computed from `requirementsVersion` and the catalogue
 * as it stands now (one statement, reading only the page's rows); null when there is none or it is stale.
 */
export async function storedRankingPage(
  db: Db,
  projectId: number,
  requirementsVersion: number,
  win: PageWindow,
): Promise<{ count: number; results: RankedContractor[] } | null> {
  const rows = await db
    .select({ count: projectRankings.count, item: projectRankingItems.item })
    .from(projectRankings)
    .leftJoin(
      projectRankingItems,
      and(
        eq(projectRankingItems.projectId, projectRankings.projectId),
        gt(projectRankingItems.position, win.offset),
        lte(projectRankingItems.position, win.offset + win.limit),
      ),
    )
    .where(
      and(
        eq(projectRankings.projectId, projectId),
        eq(projectRankings.requirementsVersion, requirementsVersion),
        eq(projectRankings.catalogueVersion, currentCatalogue),
      ),
    )
    .orderBy(asc(projectRankingItems.position));
  if (rows.length === 0) return null;
  return {
    count: rows[0]!.count,
    results: rows.flatMap((row) => (row.item === null ? [] : [row.item])),
  };
}

/** Replaces the project's stored ranking with `results` (the whole ranking, in order), in one transaction. */
export function storeRanking(
  db: Db,
  projectId: number,
  versions: RankingVersions,
  results: readonly RankedContractor[],
): Promise<void> {
  const stored = { ...versions, count: results.length, computedAt: new Date() };
  return db.transaction(async (tx) => {
    // The upsert locks the project's row first, so two concurrent stores of one project take turns.
    await tx
      .insert(projectRankings)
      .values({ projectId, ...stored })
      .onConflictDoUpdate({ target: projectRankings.projectId, set: stored });
    await tx.delete(projectRankingItems).where(eq(projectRankingItems.projectId, projectId));
    if (results.length === 0) return;
    await tx.execute(sql`insert into ${projectRankingItems} (project_id, position, item)
      select ${projectId}, t.position, t.item
      from jsonb_array_elements(${JSON.stringify(results)}::jsonb) with ordinality as t(item, position)`);
  });
}
