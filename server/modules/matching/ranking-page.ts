import type { FastifyRequest } from 'fastify';
import { notFound } from '../../http/errors';
import { pageJson, pageWindow, type PageRequest, type PageWindow } from '../../http/pagination';
import { MAX_ID, type Principal } from '../auth';
import { rankAgencies } from './rank';
import type { Ranking } from './ranking';
import { loadRankingInputs } from './requirements';
import { storedRankingPage, storeRankingPage, type StoredRead } from './stored-ranking';

// `dynamic-contractor`: a project's ranking for its own company. A fresh page ranks every candidate but keeps
// and stores only the page, with its agencies' cards; `use_cache=true` answers from the store while it is
// current and holds the page: from this process's kept pages when it has them at the project's versions,
// else from the database's store. A card is as current as the ranking: any profile write makes the store
// stale. An agency is serialized once, for the answer, the store and the kept page. `favourites_only=true`
// ranks the favourites alone, always afresh (a handful), and neither reads nor writes what is kept.
// Round trips, beyond authentication's own (the caller's principal, for every API request): a cached answer
// is one statement (the stored page, checking the versions), begun with the principal's read, not after it
// (`readStoredEarly`); a fresh one two, the project with its requirements and the ranking's basis, then the
// page's extras (rank.ts); its store is written after the answer (`Ranking.storeLater`). A cached miss is the
// stored read, then a fresh ranking.

/** A stored read begun before authentication had read the principal (`readStoredEarly`). */
interface EarlyRead {
  userId: number;
  projectId: number;
  win: PageWindow;
  read: Promise<StoredRead | null>;
}

const earlyReads = new WeakMap<object, EarlyRead>();

/**
 * Begins a cached answer's stored read as soon as the bearer token is verified (the route's
 * `alongsidePrincipal`), on the request's path and query as sent (not yet validated), keyed by the token's
 * user: on PostgreSQL it runs on another of the pool's connections at the same time as the principal's read,
 * so a cached answer waits for one round trip instead of two (on PGlite the two run one after the other, as
 * before). Its result is taken only by `rankingPage`, after authentication and the route's guard have passed,
 * and only for the same user, project and page; a request it does not fit is read as before.
 */
export function readStoredEarly(
  request: FastifyRequest,
  ranking: Ranking,
  userId: number,
  now: Date,
): void {
  const query = request.query as { use_cache?: unknown; favourites_only?: unknown };
  if (query.use_cache !== 'true' || query.favourites_only !== undefined) return;
  const projectId = Number((request.params as { id?: unknown }).id);
  if (!Number.isInteger(projectId) || projectId < 1 || projectId > MAX_ID) return;
  let win: PageWindow;
  try {
    win = pageWindow(request.query as { page?: string; page_size?: string });
  } catch {
    return; // a page the route answers 404 for
  }
  const held = ranking.kept.versionsHolding(projectId, win, now);
  const read = storedRankingPage(ranking.storedPageQuery(), { projectId, userId }, win, now, held);
  // Its failure is the handler's to answer; a request that fails authentication never reads it.
  read.catch(() => undefined);
  earlyReads.set(request, { userId, projectId, win, read });
}

/** The stored read `readStoredEarly` began for this very question, or null. */
function takeEarlyRead(
  request: PageRequest,
  userId: number,
  projectId: number,
  win: PageWindow,
): Promise<StoredRead | null> | null {
  const early = earlyReads.get(request);
  if (!early) return null;
  earlyReads.delete(request);
  const same =
    early.userId === userId &&
    early.projectId === projectId &&
    early.win.offset === win.offset &&
    early.win.limit === win.limit;
  return same ? early.read : null;
}

export async function rankingPage(
  request: PageRequest,
  ranking: Ranking,
  principal: Principal,
  projectId: number,
  query: { page?: string; page_size?: string; use_cache?: boolean; favourites_only?: boolean },
  now: Date,
): Promise<Buffer> {
  const win = pageWindow(query);
  const companyId = principal.company?.companyId;
  const { db, kept } = ranking;
  const favouritesOnly = query.favourites_only === true;
  if (query.use_cache === true && !favouritesOnly && companyId !== undefined) {
    const stored = await (takeEarlyRead(request, principal.id, projectId, win) ??
      storedRankingPage(
        ranking.storedPageQuery(),
        { projectId, userId: principal.id },
        win,
        now,
        kept.versionsHolding(projectId, win, now),
      ));
    if (!stored) throw notFound();
    if (stored.page) {
      ranking.cacheCounts.stored++;
      const results = stored.page.results.map((text) => Buffer.from(text));
      kept.keep(
        projectId,
        { ...stored.versions, ...stored.page },
        { ...stored.page, results, offset: win.offset },
      );
      return pageJson(request, win, stored.page.count, results);
    }
    const page = kept.page(projectId, stored.versions, win, now);
    if (page) {
      ranking.cacheCounts.kept++;
      return pageJson(request, win, page.count, page.results);
    }
    ranking.cacheCounts.miss++;
  }
  // One statement: the requirements and the catalogue's version, read before ranking (see its comment).
  // Another company's project, or none, is a 404.
  const inputs = await loadRankingInputs(db, projectId, now);
  if (!inputs || companyId === undefined || inputs.requirements.companyId !== companyId)
    throw notFound();
  const { requirements, catalogueVersion, validUntil } = inputs;
  // The favourites alone narrow the whole ranking: an inclusion that is not a favourite is left out too.
  const input = favouritesOnly
    ? { ...requirements, onlyIds: requirements.whitelistIds }
    : requirements;
  const ranked = await rankAgencies(ranking, input, win, now, catalogueVersion);
  const texts = ranked.results.map((item) => JSON.stringify(item));
  const results = texts.map((text) => Buffer.from(text));
  const versions = { requirementsVersion: requirements.version, catalogueVersion, validUntil };
  const page = { count: ranked.count, offset: win.offset };
  // A page past the end has no rows to tell the count by: nothing to store, and pageJson answers 404.
  if (!favouritesOnly && (results.length > 0 || win.offset === 0)) {
    ranking.storeLater(() =>
      storeRankingPage(db, projectId, versions, { ...page, results: texts }),
    );
    kept.keep(projectId, versions, { ...page, results });
  }
  return pageJson(request, win, ranked.count, results);
}
