import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST, navigationStrategy, PAGE_NETWORK_TIMEOUT_S } from './cache-routes';

/** The network's answer, or a rejection once `timeoutMs` passed without one. */
function fetchWithin(request: Request, timeoutMs: number): Promise<Response> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('page: network timeout')), timeoutMs);
    fetch(request).then(
      (response) => {
        clearTimeout(timer);
        resolve(response);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Pages: the private areas open from the precached index.html at once; the other pages (the public ones
 * the server renders) come from the network first, and from that same shell when offline or too slow.
 * The router takes the shell from there. Server pages are not cached: offline, the app renders them
 * from its saved data.
 */
export function registerNavigationFallback(): void {
  const shell = createHandlerBoundToURL('/index.html');
  registerRoute(
    new NavigationRoute(
      async (options) => {
        if (navigationStrategy(options.url.pathname) === 'shell') return shell(options);
        try {
          return await fetchWithin(options.request, PAGE_NETWORK_TIMEOUT_S * 1000);
        } catch {
          return shell(options);
        }
      },
      { denylist: NAVIGATION_DENYLIST },
    ),
  );
}
