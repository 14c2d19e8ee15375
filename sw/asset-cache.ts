import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { AREA_URLS } from 'virtual:offline-chunks';
import { cacheLimits, isCacheable, trimCache } from './cache-limits';
import { onAppMessage } from './messages';
import { assetPath, requestedAssets } from './asset-paths';
import { ASSETS_CACHE, SW_MESSAGE } from '../contract/worker-protocol';

// Route chunks are not precached (a first visit to the landing page would download every screen): they are
// cached when the page uses them, and the screens of a logged-in user's area are fetched ahead.

/** Hashed, so never stale; the limit keeps a few builds' worth, the oldest written going first. */
export const ASSET_LIMITS = { maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60 };

/** Fetches into the assets cache each path no cache (the precache included) holds yet. */
async function cacheAssets(paths: string[]): Promise<void> {
  const cache = await caches.open(ASSETS_CACHE);
  await Promise.all(
    paths.map(async (path) => {
      if (await caches.match(path)) return;
      try {
        const response = await fetch(path);
        if (isCacheable(response)) await cache.put(path, response);
      } catch {
        // offline or gone (a newer build): the page fetches it, or fails over to a reload, when used
      }
    }),
  );
  await trimCache(ASSETS_CACHE, ASSET_LIMITS.maxEntries);
}

export function registerAssetCache(scope: ServiceWorkerGlobalScope): void {
  const origin = scope.location.origin;
  registerRoute(
    ({ url, request }) => request.method === 'GET' && assetPath(url.href, origin) !== null,
    new CacheFirst({
      cacheName: ASSETS_CACHE,
      plugins: [cacheLimits(ASSET_LIMITS.maxEntries, ASSET_LIMITS.maxAgeSeconds)],
    }),
  );
  onAppMessage(scope, SW_MESSAGE.cacheAssets, (data) =>
    cacheAssets(requestedAssets(data, origin, AREA_URLS)),
  );
}
