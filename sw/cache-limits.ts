import type { WorkboxPlugin } from 'workbox-core/types';

// Expiry and write rules of the runtime caches. Written here instead of workbox-expiration because that
// plugin keeps every cached URL in an IndexedDB of its own, and user-specific URLs must not outlive logout.

/** Whether a cached response is younger than `maxAgeSeconds`, judged by its Date header (absent = fresh). */
export function isFresh(dateHeader: string | null, maxAgeSeconds: number, now: number): boolean {
  if (!dateHeader) return true;
  const date = Date.parse(dateHeader);
  return Number.isNaN(date) || now - date <= maxAgeSeconds * 1000;
}

/** Only a 200 the server allows to store is cached (never a 401, an error or a no-store answer). */
export function isCacheable(response: Response): boolean {
  return response.status === 200 && !/no-store/i.test(response.headers.get('Cache-Control') ?? '');
}

let wipedAt = 0;
/** After a logout wipe, answers to requests started before it are not written back. */
export const markCachesWiped = (): void => {
  wipedAt = Date.now();
};

/** Max age on read, max entries (oldest written first out) on write, cacheable answers only. */
export function cacheLimits(maxEntries: number, maxAgeSeconds: number): WorkboxPlugin {
  return {
    handlerWillStart: ({ state }) => {
      if (state) state.startedAt = Date.now();
      return Promise.resolve();
    },
    cacheWillUpdate: ({ response, state }) => {
      const startedAt = typeof state?.startedAt === 'number' ? state.startedAt : 0;
      return Promise.resolve(isCacheable(response) && startedAt > wipedAt ? response : null);
    },
    cachedResponseWillBeUsed: ({ cachedResponse }) =>
      Promise.resolve(
        cachedResponse && isFresh(cachedResponse.headers.get('Date'), maxAgeSeconds, Date.now())
          ? cachedResponse
          : null,
      ),
    cacheDidUpdate: async ({ cacheName }) => {
      const cache = await caches.open(cacheName);
      const keys = await cache.keys(); // in the order they were written
      await Promise.all(
        keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)),
      );
    },
  };
}
