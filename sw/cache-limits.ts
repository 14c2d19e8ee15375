import type { WorkboxPlugin } from 'workbox-core/types';

// Expiry and write rules of the runtime caches. Written here instead of workbox-expiration because that
// plugin keeps every cached URL in an IndexedDB of its own, and user-specific URLs must not outlive logout.

/** Whether a cached response is younger than `maxAgeSeconds`, judged by its Date header (absent = fresh). */
export function isFresh(dateHeader: string | null, maxAgeSeconds: number, now: number): boolean {
  if (!dateHeader) return true;
  const date = Date.parse(dateHeader);
  return Number.isNaN(date) || now - date <= maxAgeSeconds * 1000;
}

/**
 * Only a 200 is cached, never a 401 or an error; a guest's answer only when the server allows storing it. An
 * answer to a request with a bearer token is always `no-store` (kept out of the browser's HTTP cache and any
 * proxy) and goes to that user's own cache here — the app's storage, wiped at logout — so offline still works.
 */
export function isCacheable(response: Response, request?: Request): boolean {
  if (response.status !== 200) return false;
  if (request?.headers.has('Authorization')) return true;
  return !/no-store/i.test(response.headers.get('Cache-Control') ?? '');
}

let wipedAt = 0;
/** After a logout wipe, answers to requests started before it are not written back. */
export const markCachesWiped = (): void => {
  wipedAt = Date.now();
};

/** Deletes the oldest-written entries of a cache beyond `maxEntries`. */
export async function trimCache(cacheName: string, maxEntries: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys(); // in the order they were written
  await Promise.all(
    keys.slice(0, Math.max(0, keys.length - maxEntries)).map((key) => cache.delete(key)),
  );
}

/** Max age on read, max entries (oldest written first out) on write, cacheable answers only. */
export function cacheLimits(maxEntries: number, maxAgeSeconds: number): WorkboxPlugin {
  return {
    handlerWillStart: ({ state }) => {
      if (state) state.startedAt = Date.now();
      return Promise.resolve();
    },
    cacheWillUpdate: ({ request, response, state }) => {
      const startedAt = typeof state?.startedAt === 'number' ? state.startedAt : 0;
      return Promise.resolve(
        isCacheable(response, request) && startedAt > wipedAt ? response : null,
      );
    },
    cachedResponseWillBeUsed: ({ cachedResponse }) =>
      Promise.resolve(
        cachedResponse && isFresh(cachedResponse.headers.get('Date'), maxAgeSeconds, Date.now())
          ? cachedResponse
          : null,
      ),
    cacheDidUpdate: ({ cacheName }) => trimCache(cacheName, maxEntries),
  };
}
