import { and, eq, sql } from 'drizzle-orm';
import type { RankedContractor } from '../../../contract/matching';
import type { ProjectRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import { projectRankingItems, projects } from '../../db/schema';
import { rankContractors } from './rank';
import type { Ranking } from './ranking';
import { loadRequirements } from './requirements';
import { currentCatalogueVersion, rowServableAt } from './stored-ranking';

// Agencies' places in a project's ranking, for the tender's comparison and an invited agency's view: read
// from the stored ranking while it is current, computed for the agencies it lacks.

export type Scored = Pick<RankedContractor, 'score' | 'explanation'>;

/** Where and when scores are read: the ranking, the request's moment and, in a transaction, its `db`. */
export interface Scoring {
  ranking: Ranking;
  now: Date;
  db?: Db;
}

/**
 * The ranking's score and explanation of each of `ids` for the project at `now`; none without requirements.
 * `db`: the caller's transaction, if it is in one (the ranking's own database otherwise).
 */
export async function scoresOf(
  { ranking, now, db = ranking.db }: Scoring,
  projectId: number,
  ids: readonly number[],
): Promise<{ requirements: ProjectRequirements | null; scores: Map<number, Scored> }> {
  const scores = new Map<number, Scored>();
  const requirements = await loadRequirements(db, projectId);
  if (!requirements || ids.length === 0) return { requirements, scores };
  const catalogue = await currentCatalogueVersion(db);
  const stored = await db
    .select({ item: projectRankingItems.item })
    .from(projectRankingItems)
    .innerJoin(projects, eq(projects.id, projectRankingItems.projectId))
    .where(
      and(
        eq(projectRankingItems.projectId, projectId),
        eq(projectRankingItems.requirementsVersion, projects.requirementsVersion),
        eq(projectRankingItems.catalogueVersion, catalogue),
        rowServableAt(now),
        sql`(${projectRankingItems.item}->>'contractorId')::int = any(${`{${ids.join(',')}}`}::int[])`,
      ),
    );
  for (const { item } of stored) scores.set(item.contractorId, item);
  const missing = ids.filter((id) => !scores.has(id));
  if (missing.length > 0) {
    // Ranked alone: the agencies themselves as the only ones and the inclusions, so each gets the score
    // the client's ranking gives it (scores do not depend on the lists) even when a hard filter drops it.
    const ranked = await rankContractors(
      ranking,
      { ...requirements, onlyIds: missing, includedIds: missing, excludedIds: [] },
      { page: 1, offset: 0, limit: missing.length },
      now,
      db,
    );
    for (const item of ranked.results) scores.set(item.contractorId, item);
  }
  return { requirements, scores };
}
