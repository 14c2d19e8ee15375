import { and, asc, eq, gt, isNull, lte, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import {
  catalogueVersion,
  companyAccounts,
  contractorMatchKeys,
  projectRankingItems,
  projectRankings,
  projects,
} from '../../db/schema';
import type { PageWindow } from '../../http/pagination';
import type { SQL } from 'drizzle-orm';

// A project's ranking, stored page by page with the versions it was computed from, and paged from the store
// while both still hold: the project's requirements version and the catalogue's (grown by every profile write).
// One change needs no write: a paid plan's priority ends with time. Each stored row keeps `valid_until`, the
// earliest end of a priority still running when it was ranked, and is not served from then on.

/**
 * The shape of a stored ranked agency (`RankedAgency`, its card included). Grow it with any change of that
 * shape: rows of another format are never served, so a deploy ranks again instead of serving the old shape.
 */
export const RANKING_ITEM_FORMAT = 3;

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

/** Whether a stored row may still be served at `now` (see the file's header) by this build (its format). */
export const rowServableAt = (now: SQL | Date) =>
  and(
    eq(projectRankingItems.format, RANKING_ITEM_FORMAT),
    or(isNull(projectRankingItems.validUntil), gt(projectRankingItems.validUntil, now)),
  );

/** What a ranking made at `now` is computed from, beyond the requirements (`rankingBasisColumns`). */
export interface RankingBasis {
  catalogueVersion: number;
  /** Until when it holds as far as plans go; null: no priority runs. */
  validUntil: Date | null;
}

/**
 * The columns `catalogueVersion` and `validUntil` of a statement, read before ranking: the catalogue's version
 * (as `currentCatalogueVersion`) and the earliest end of a priority running at `now`, of any agency. Any, not
 * only the ranked ones: the bound is then one index read, and being early only costs a recomputation.
 */
export const rankingBasisColumns = (now: Date) =>
  sql`${currentCatalogue} as "catalogueVersion", (select min(${contractorMatchKeys.planPriorityUntil})
    from ${contractorMatchKeys} where ${gt(contractorMatchKeys.planPriorityUntil, now)}) as "validUntil"`;

/** The basis from the columns `rankingBasisColumns` read. */
export const toRankingBasis = (row: {
  catalogueVersion: number | string;
  validUntil: string | Date | null;
}): RankingBasis => ({
  catalogueVersion: Number(row.catalogueVersion), // a bigint: a string from node-postgres
  validUntil: row.validUntil == null ? null : new Date(row.validUntil),
});

/**
 * The stored page's query; `project`, `user` (a user of the project's company), `offset`, `end`, `now` and the
 * versions the caller keeps the page at, `keptRequirements` and `keptCatalogue` (-1: none), are placeholders.
 * Keyed by the user, not its company: it can begin with the token's user id, before the principal is read.
 */
export function storedPageQuery(db: Db) {
  const keptHere = and(
    eq(projects.requirementsVersion, sql.placeholder('keptRequirements')),
    eq(currentCatalogue, sql.placeholder('keptCatalogue')),
  )!;
  return db
    .select({
      requirementsVersion: projects.requirementsVersion,
      catalogueVersion: sql<number | string>`${currentCatalogue}`,
      count: projectRankings.count,
      item: sql<string | null>`${projectRankingItems.item}::text`,
      validUntil: projectRankingItems.validUntil,
    })
    .from(projects)
    .innerJoin(
      companyAccounts,
      and(
        eq(companyAccounts.companyId, projects.companyId),
        eq(companyAccounts.userId, sql.placeholder('user')),
      ),
    )
    .leftJoin(
      projectRankings,
      and(
        eq(projectRankings.projectId, projects.id),
        eq(projectRankings.requirementsVersion, projects.requirementsVersion),
        eq(projectRankings.catalogueVersion, currentCatalogue),
      ),
    )
    .leftJoin(
      projectRankingItems,
      and(
        eq(projectRankingItems.projectId, projectRankings.projectId),
        eq(projectRankingItems.requirementsVersion, projectRankings.requirementsVersion),
        eq(projectRankingItems.catalogueVersion, projectRankings.catalogueVersion),
        gt(projectRankingItems.position, sql.placeholder('offset')),
        lte(projectRankingItems.position, sql.placeholder('end')),
        rowServableAt(sql`${sql.placeholder('now')}::timestamptz`),
        not(keptHere),
      ),
    )
    .where(eq(projects.id, sql.placeholder('project')))
    .orderBy(asc(projectRankingItems.position))
    .prepare('stored_ranking_page');
}

export type StoredPageQuery = ReturnType<typeof storedPageQuery>;

/** What the store holds of a page of a project's ranking, read at the project's current versions. */
export interface StoredRead {
  versions: RankingVersions;
  /** The page as stored, its agencies as the JSON texts they were stored as; null: not stored, or kept. */
  page: { count: number; results: string[]; validUntil: Date | null } | null;
}

/**
 * The project's current versions and, in the same statement, one page of its stored ranking, reading only
 * the page's rows: if every agency of the page was stored at those versions and no plan's priority it
 * counted has ended by `now`. Null when it is not the project of `userId`'s company (or none). `kept`: the versions
 * at which the caller keeps this page itself: when the project is still at them, the texts are not read.
 */
export async function storedRankingPage(
  query: StoredPageQuery,
  { projectId, userId }: { projectId: number; userId: number },
  win: PageWindow,
  now: Date,
  kept: RankingVersions | null = null,
): Promise<StoredRead | null> {
  const rows = await query.execute({
    project: projectId,
    user: userId,
    offset: win.offset,
    end: win.offset + win.limit,
    now: now.toISOString(),
    keptRequirements: kept?.requirementsVersion ?? -1,
    keptCatalogue: kept?.catalogueVersion ?? -1,
  });
  if (rows.length === 0) return null;
  const head = rows[0]!;
  const versions = {
    requirementsVersion: head.requirementsVersion,
    catalogueVersion: Number(head.catalogueVersion), // a bigint: a string from node-postgres
  };
  if (head.count === null) return { versions, page: null };
  const results: string[] = [];
  let validUntil: Date | null = null;
  for (const row of rows) {
    if (row.item === null) continue;
    results.push(row.item);
    const until = row.validUntil === null ? null : new Date(row.validUntil);
    if (until && (!validUntil || until < validUntil)) validUntil = until;
  }
  const expected = Math.max(0, Math.min(win.limit, head.count - win.offset));
  return {
    versions,
    page: results.length === expected ? { count: head.count, results, validUntil } : null,
  };
}

/**
 * An upsert's condition: what it writes was ranked at versions no older than the row's. Stores are written
 * after their answers (`Ranking.storeLater`), on any connection of any process: one begun earlier may commit
 * later, and must not put an older ranking back over a newer one.
 */
const newest = (table: typeof projectRankings | typeof projectRankingItems) =>
  sql`(excluded.requirements_version, excluded.catalogue_version)
    >= (${table.requirementsVersion}, ${table.catalogueVersion})`;

/**
 * Stores one page of a ranking (`results`, the agencies' JSON texts, from position `offset + 1`) with the
 * versions it was computed from, in one statement: the versions and count, and the page's rows, each tagged
 * with the versions. Pages of the same versions add up; a page of other versions makes every row of before
 * unservable (they carry the old versions) and overwrites its own positions. Only the pages asked for are
 * stored, so a fresh ranking writes a page, not every agency it ranks; never over a newer one (`newest`). The
 * store is a cache: its commit does not wait for the disk (`synchronous_commit` off for this statement's
 * transaction only); a crash loses at most a page to recompute, never data.
 */
export async function storeRankingPage(
  db: Db,
  projectId: number,
  versions: RankingVersions & { validUntil: Date | null },
  page: { count: number; offset: number; results: readonly string[] },
): Promise<void> {
  const validUntil = versions.validUntil?.toISOString() ?? null;
  const { requirementsVersion, catalogueVersion: catalogue } = versions;
  await db.execute(sql`with no_wait as (select set_config('synchronous_commit', 'off', true)),
    header as (
      insert into ${projectRankings} (project_id, requirements_version, catalogue_version, count, computed_at)
      values (${projectId}, ${requirementsVersion}, ${catalogue}, ${page.count}, now())
      on conflict (project_id) do update set requirements_version = excluded.requirements_version,
        catalogue_version = excluded.catalogue_version, count = excluded.count,
        computed_at = excluded.computed_at
        where ${newest(projectRankings)}
      returning project_id
    )
    insert into ${projectRankingItems}
      (project_id, position, requirements_version, catalogue_version, item, format, valid_until)
    select h.project_id, ${page.offset} + t.position, ${requirementsVersion}, ${catalogue}, t.item,
      ${RANKING_ITEM_FORMAT}, ${validUntil}::timestamptz
    from header h, no_wait, json_array_elements(${`[${page.results.join(',')}]`}::json)
      with ordinality as t(item, position)
    on conflict (project_id, position) do update set requirements_version = excluded.requirements_version,
      catalogue_version = excluded.catalogue_version, item = excluded.item, format = excluded.format,
      valid_until = excluded.valid_until
      where ${newest(projectRankingItems)}`);
}
