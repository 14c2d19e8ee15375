import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** API (`/{app}/api/…`), socket and file paths are never answered with the app's page. */
export const NAVIGATION_DENYLIST = [/^\/[^/]+\/api(\/|$)/, /^\/ws\//, /\/[^/?]+\.[a-z0-9]+$/i];

/** Any page of the app opens offline from the precached index.html; the router takes it from there. */
export function registerNavigationFallback(): void {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
  );
}
