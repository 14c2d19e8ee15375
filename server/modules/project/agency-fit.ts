import { and, eq } from 'drizzle-orm';
import { AGENCY_FIT_MESSAGES, type AgencyFit } from '../../../contract/agency-fit';
import type { Db } from '../../db/client';
import { contractors } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Principal } from '../auth';
import { loadRequirements, rankContractors, type Ranking } from '../matching';
import { ownProject } from './projects.service';

// `projects/{id}/agency-fit/`: for the project's company, how one published agency fits the project — the
// score and reasons its ranking gives it, and the hard filters it fails (listed whether or not the client
// included it: the «Пригласить в проект» dialog says why an agency does not fit before the client adds it).

export async function agencyFitOf(
  db: Db,
  ranking: Ranking,
  principal: Principal,
  projectId: number,
  contractorId: number,
  now: Date,
): Promise<AgencyFit> {
  await ownProject(db, principal, projectId); // another company's: 404
  const [agency] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.id, contractorId), eq(contractors.isPublished, true)));
  if (!agency) throw notFound(AGENCY_FIT_MESSAGES.noContractor);
  const requirements = await loadRequirements(db, projectId);
  if (!requirements) throw notFound(); // removed meanwhile
  // Ranked alone and as an inclusion, as `scoresOf` ranks an agency: the same score the client's ranking
  // gives it, and the hard filters it fails named even when the client has not included it.
  const { results } = await rankContractors(
    ranking,
    { ...requirements, onlyIds: [agency.id], includedIds: [agency.id], excludedIds: [] },
    { page: 1, offset: 0, limit: 1 },
    now,
    db,
  );
  const item = results[0];
  if (!item) throw notFound(AGENCY_FIT_MESSAGES.noContractor); // removed meanwhile
  const excluded = requirements.excludedIds.includes(agency.id);
  return {
    ...item,
    includedByClient: requirements.includedIds.includes(agency.id),
    excluded,
    fits: !excluded && item.failedFilters.length === 0,
  };
}
