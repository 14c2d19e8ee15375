import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';

/** The app shell of this build; caches of older builds are removed. */
export function registerPrecache(entries: (string | PrecacheEntry)[]): void {
  precacheAndRoute(entries);
  cleanupOutdatedCaches();
}
