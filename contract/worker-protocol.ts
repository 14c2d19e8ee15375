// What the app and the worker (sw/) agree on. Pure constants, imported by both.

/** Messages the app posts to the worker. */
export const SW_MESSAGE = {
  /** «Обновить»: the waiting worker takes over (workbox-window's `messageSkipWaiting` sends this). */
  skipWaiting: 'SKIP_WAITING',
  /** The user logged out: every user-specific cached response goes. */
  logout: 'LOGOUT',
  /**
   * `{urls, areas}`: cache for offline the build files the page loaded before the worker controlled it, and
   * the chunks of the screens of each logged-in area (`OfflineArea`). Replies `{done: true}` when stored.
   */
  cacheAssets: 'CACHE_ASSETS',
} as const;

/** The screens a logged-in user needs offline: a client's (dashboard) or an agency's (panel). */
export const OFFLINE_AREAS = ['client', 'panel'] as const;
export type OfflineArea = (typeof OFFLINE_AREAS)[number];
export type CacheAssetsMessage = {
  type: typeof SW_MESSAGE.cacheAssets;
  urls: string[];
  areas: OfflineArea[];
};

/** Hashed build files (route chunks, their CSS) fetched at runtime: cache-first, kept across builds. */
export const ASSETS_CACHE = 'podryad-assets';

/** The latest build's id, written by the build (vite.config.ts) and fetched with `cache: 'no-store'`. */
export const BUILD_INFO_PATH = '/builds/latest.json';
export type BuildInfo = { buildId: string; builtAt: string };

/** Runtime caches answered for any visitor. */
export const PUBLIC_CACHE_PREFIX = 'podryad-';
/** Responses to requests sent with a bearer token: one cache per user and area, all wiped on logout. */
export const USER_CACHE_PREFIX = 'podryad-user-';

export const isUserCacheName = (name: string): boolean => name.startsWith(USER_CACHE_PREFIX);
