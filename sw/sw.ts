// The service worker's entry: thin wiring of one module per concern (elk's layout).
import type { PrecacheEntry } from 'workbox-precaching';
import { registerAssetCache } from './asset-cache';
import { registerLogoutCleanup } from './logout';
import { registerNavigationFallback } from './navigation';
import { registerPrecache } from './precache';
import { registerPushHandlers } from './push';
import { registerRuntimeCaches } from './runtime-caches';
import { registerUpdateMessages } from './update';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

registerPrecache(self.__WB_MANIFEST); // the literal `self.__WB_MANIFEST` is where the build injects the list
registerNavigationFallback();
registerAssetCache(self); // after the precache route: the shell's files are answered from the precache
registerRuntimeCaches(self);
registerUpdateMessages(self);
registerLogoutCleanup(self);
registerPushHandlers(self);
