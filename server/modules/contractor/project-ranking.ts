import type { Page } from '../../../contract/drf';
import type { RankedAgency } from '../../../contract/ranking';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { pageJson, pageWindow, toPage, type PageRequest } from '../../http/pagination';
import type { Principal } from '../auth';
import { rankAgencies, rankingBasis, storedRankingPage, storeRankingPage } from '../matching';
import { loadRequirements } from '../project';

// `dynamic-contractor`: a project's ranking for its own company. A fresh page ranks every candidate but keeps
// and stores only the page, with its agencies' cards; `use_cache=true` answers from the store while it is
// current and holds the page, as the JSON text it stored. A card is as current as the ranking: any profile write
// makes the store stale.

export async function projectRankingPage(
  request: PageRequest,
  db: Db,
  principal: Principal,
  projectId: number,
  query: { page?: string; page_size?: string; use_cache?: boolean },
  now: Date,
): Promise<Page<RankedAgency> | string> {
  const win = pageWindow(query);
  const companyId = principal.company?.companyId;
  if (query.use_cache === true && companyId !== undefined) {
    const stored = await storedRankingPage(db, { projectId, companyId }, win, now);
    if (stored) return pageJson(request, win, stored.count, stored.results);
  }
  // Side by side on a pooled server (one after another on PGlite); the catalogue's version is read before
  // ranking: see its comment. Another company's project, or none, is a 404.
  const [{ catalogueVersion, validUntil }, requirements] = await Promise.all([
    rankingBasis(db, now),
    loadRequirements(db, projectId),
  ]);
  if (!requirements || companyId === undefined || requirements.companyId !== companyId)
    throw notFound();
  const { count, results } = await rankAgencies(db, requirements, win, now, catalogueVersion);
  // A page past the end has no rows to tell the count by: nothing to store, and toPage answers 404.
  if (results.length > 0 || win.offset === 0)
    await storeRankingPage(
      db,
      projectId,
      { requirementsVersion: requirements.version, catalogueVersion, validUntil },
      { count, offset: win.offset, results },
    );
  return toPage(request, win, count, results);
}
