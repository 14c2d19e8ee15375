import {
  API,
  API_PATH,
  apiPathPattern,
  SOCKET_PATH,
  type ApiEndpoint,
} from '../contract/api-paths';
import { isPrivatePagePath } from '../contract/pages';
import { PUBLIC_CACHE_PREFIX, USER_CACHE_PREFIX } from '../contract/worker-protocol';

// Which API request goes to which runtime cache and strategy. Pure (no worker globals): unit-tested.

/**
 * API (`/{app}/api/…`), socket, build-check, file and operations (`/healthz`, `/readyz`, `/metrics`) paths
 * are never answered with the app's page.
 */
export const NAVIGATION_DENYLIST = [
  API_PATH,
  SOCKET_PATH,
  /^\/builds\//,
  /\/[^/?]+\.[a-z0-9]+$/i,
  /^\/(healthz|readyz|metrics)$/,
];

/**
 * How a page's navigation is answered: a private area from the precached shell at once (the app renders
 * it, from saved data offline); any other page from the server first — public pages come rendered with
 * their content — and from the shell when the network fails or is too slow.
 */
export type NavigationStrategy = 'shell' | 'network-first';
export const navigationStrategy = (pathname: string): NavigationStrategy =>
  isPrivatePagePath(pathname) ? 'shell' : 'network-first';

/** A page not answered by then opens from the shell (the app then loads what it needs itself). */
export const PAGE_NETWORK_TIMEOUT_S = 4;

export type CacheArea = 'knowledgebase' | 'profiles';
export type CacheStrategyName = 'stale-while-revalidate' | 'network-first';
export type CacheRoute = { area: CacheArea; strategy: CacheStrategyName; cacheName: string };

/** Expiry of every runtime cache: entries and age (the age read from the response's Date header). */
export const CACHE_LIMITS: Record<CacheArea, { maxEntries: number; maxAgeSeconds: number }> = {
  knowledgebase: { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 },
  profiles: { maxEntries: 100, maxAgeSeconds: 7 * 24 * 60 * 60 },
};

/** Profiles are network-first: after this long without an answer the cached copy is shown. */
export const PROFILE_NETWORK_TIMEOUT_S = 3;

const STRATEGY: Record<CacheArea, CacheStrategyName> = {
  knowledgebase: 'stale-while-revalidate',
  profiles: 'network-first',
};

type CachedEndpoint = {
  area: CacheArea;
  endpoint: ApiEndpoint;
  /** only ever answered for a logged-in user */ personal?: true;
};

const CACHED_ENDPOINTS: CachedEndpoint[] = [
  { area: 'knowledgebase', endpoint: API.faq.faqs },
  { area: 'knowledgebase', endpoint: API.faq.faq },
  // The public executor profile, its cases and reviews.
  { area: 'profiles', endpoint: API.contractor.contractor },
  { area: 'profiles', endpoint: API.case.contractorCases },
  { area: 'profiles', endpoint: API.review.publicReviewsByContractor },
  { area: 'profiles', endpoint: API.review.contractorAverageScores },
  { area: 'profiles', endpoint: API.review.contractorReviewsOfContractor },
  { area: 'profiles', endpoint: API.company.company },
  // The logged-in user's own account and profiles.
  { area: 'profiles', endpoint: API.auth.me, personal: true },
  { area: 'profiles', endpoint: API.contractor.personalProfile, personal: true },
  { area: 'profiles', endpoint: API.company.companyOfUser, personal: true },
  { area: 'profiles', endpoint: API.accounts.companyAccountOfUser, personal: true },
  { area: 'profiles', endpoint: API.accounts.contractorAccountOfUser, personal: true },
  // The agency's inbox and its projects: the last-seen state answers a phone without network.
  { area: 'profiles', endpoint: API.tender.projectsByInvitation, personal: true },
  { area: 'profiles', endpoint: API.tender.projectByInvitation, personal: true },
  // The plans and the agency's tariff: what it has and what it may buy, offline too.
  { area: 'profiles', endpoint: API.plans.plans },
  { area: 'profiles', endpoint: API.plans.subscription, personal: true },
];

const PATH_RULES = CACHED_ENDPOINTS.map(({ endpoint, ...rule }) => ({
  ...rule,
  pattern: apiPathPattern(endpoint),
}));

/** The `user_id` claim of a simplejwt access token (read, not verified: it only names a cache). */
export function bearerUserId(authorization: string | null): number | null {
  const match = /^Bearer\s+[\w-]+\.([\w-]+)\.[\w-]+$/.exec(authorization?.trim() ?? '');
  if (!match?.[1]) return null;
  try {
    const base64 = match[1].replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const userId = (claims as { user_id?: unknown } | null)?.user_id;
    return typeof userId === 'number' && Number.isSafeInteger(userId) && userId > 0 ? userId : null;
  } catch {
    return null;
  }
}

export const publicCacheName = (area: CacheArea) => `${PUBLIC_CACHE_PREFIX}${area}`;
export const userCacheName = (userId: number, area: CacheArea) =>
  `${USER_CACHE_PREFIX}${userId}-${area}`;

type RequestLike = { method: string; headers: { get: (name: string) => string | null } };

/**
 * The cache route of a request, or null when the worker leaves it to the network. A request with a bearer
 * token is user-specific: it is only ever looked up in, and stored to, that user's own cache; one whose
 * token names no user is not cached at all.
 */
export function cacheRouteFor(url: URL, request: RequestLike, origin: string): CacheRoute | null {
  if (request.method !== 'GET' || url.origin !== origin) return null;
  const rule = PATH_RULES.find(({ pattern }) => pattern.test(url.pathname));
  if (!rule) return null;
  const authorization = request.headers.get('Authorization');
  const strategy = STRATEGY[rule.area];
  if (!authorization) {
    return rule.personal
      ? null
      : { area: rule.area, strategy, cacheName: publicCacheName(rule.area) };
  }
  const userId = bearerUserId(authorization);
  return userId === null
    ? null
    : { area: rule.area, strategy, cacheName: userCacheName(userId, rule.area) };
}
