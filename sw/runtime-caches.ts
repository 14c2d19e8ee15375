import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import { cacheLimits } from './cache-limits';
import {
  CACHE_LIMITS,
  cacheRouteFor,
  PROFILE_NETWORK_TIMEOUT_S,
  type CacheRoute,
} from './cache-routes';

/** Named runtime caches: knowledge base stale-while-revalidate, profiles network-first with a timeout. */
export function registerRuntimeCaches(scope: ServiceWorkerGlobalScope): void {
  // One strategy per cache name: user caches are named per user, so they are made when first needed.
  const strategies = new Map<string, Strategy>();
  const strategyFor = ({ area, strategy, cacheName }: CacheRoute): Strategy => {
    let made = strategies.get(cacheName);
    if (!made) {
      const { maxEntries, maxAgeSeconds } = CACHE_LIMITS[area];
      const plugins = [cacheLimits(maxEntries, maxAgeSeconds)];
      made =
        strategy === 'network-first'
          ? new NetworkFirst({
              cacheName,
              plugins,
              networkTimeoutSeconds: PROFILE_NETWORK_TIMEOUT_S,
            })
          : new StaleWhileRevalidate({ cacheName, plugins });
      strategies.set(cacheName, made);
    }
    return made;
  };

  registerRoute(
    ({ url, request }) => cacheRouteFor(url, request, scope.location.origin) ?? false,
    ({ request, event, params }) => strategyFor(params as CacheRoute).handle({ request, event }),
  );
}
