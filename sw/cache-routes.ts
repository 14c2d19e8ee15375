import { PUBLIC_CACHE_PREFIX, USER_CACHE_PREFIX } from './protocol';

// Which API request goes to which runtime cache and strategy. Pure (no worker globals): unit-tested.

/** API (`/{app}/api/…`), socket, build-check and file paths are never answered with the app's page. */
export const NAVIGATION_DENYLIST = [
  /^\/[^/]+\/api(\/|$)/,
  /^\/ws\//,
  /^\/builds\//,
  /\/[^/?]+\.[a-z0-9]+$/i,
];

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

type PathRule = {
  area: CacheArea;
  pattern: RegExp;
  /** only ever answered for a logged-in user */ personal?: true;
};

const PATH_RULES: PathRule[] = [
  { area: 'knowledgebase', pattern: /^\/faq\/api\/v1\/faqs\/(\d+\/)?$/ },
  // The public executor profile, its cases and reviews.
  { area: 'profiles', pattern: /^\/contractor\/api\/v1\/contractors\/\d+\/$/ },
  { area: 'profiles', pattern: /^\/case\/api\/v1\/cases\/contractors\/\d+\/$/ },
  { area: 'profiles', pattern: /^\/review\/api\/v1\/public-reviews\/by-contractor\/\d+\/$/ },
  {
    area: 'profiles',
    pattern: /^\/review\/api\/v1\/contractor-reviews\/contractor\/\d+\/average-scores\/$/,
  },
  { area: 'profiles', pattern: /^\/company\/api\/v1\/companies\/\d+\/$/ },
  // The logged-in user's own account and profiles.
  { area: 'profiles', pattern: /^\/auth\/api\/v1\/users\/me\/$/, personal: true },
  { area: 'profiles', pattern: /^\/contractor\/api\/contractors-lk\/\d+\/$/, personal: true },
  {
    area: 'profiles',
    pattern: /^\/company\/api\/v1\/companies\/get_company_by_user\/$/,
    personal: true,
  },
  {
    area: 'profiles',
    pattern: /^\/accounts\/api\/v1\/company-accounts\/get_company_by_user\/$/,
    personal: true,
  },
  {
    area: 'profiles',
    pattern: /^\/accounts\/api\/v1\/contractor-accounts\/get_contractor_by_user\/$/,
    personal: true,
  },
];

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
