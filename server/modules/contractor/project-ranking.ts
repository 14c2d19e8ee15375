import type { Page } from '../../../contract/drf';
import type { RankedContractor } from '../../../contract/matching';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { pageWindow, toPage, type PageRequest } from '../../http/pagination';
import type { Principal } from '../auth';
import {
  currentCatalogueVersion,
  rankContractors,
  storedRankingPage,
  storeRanking,
} from '../matching';
import { loadRequirements, ownProject } from '../project';

// `dynamic-contractor`: a project's ranking for its own company. The whole ranking is computed and stored at
// once, and every page is cut from it; `use_cache=true` answers from the store while it is current.

/** More agencies than there can be (their ids are 32-bit): the whole ranking in one window. */
const WHOLE = { page: 1, limit: 2147483647, offset: 0 };

export async function projectRankingPage(
  request: PageRequest,
  db: Db,
  principal: Principal,
  projectId: number,
  query: { page?: string; page_size?: string; use_cache?: boolean },
): Promise<Page<RankedContractor>> {
  const win = pageWindow(query);
  const project = await ownProject(db, principal, projectId); // another company's: 404
  if (query.use_cache === true) {
    const stored = await storedRankingPage(db, projectId, project.requirements_version, win);
    if (stored) return toPage(request, win, stored.count, stored.results);
  }
  const catalogueVersion = await currentCatalogueVersion(db); // before ranking: see its comment
  const requirements = await loadRequirements(db, projectId);
  if (!requirements) throw notFound(); // removed meanwhile
  const { results } = await rankContractors(db, requirements, WHOLE);
  await storeRanking(
    db,
    projectId,
    { requirementsVersion: requirements.version, catalogueVersion },
    results,
  );
  return toPage(request, win, results.length, results.slice(win.offset, win.offset + win.limit));
}
