import { markCachesWiped } from './cache-limits';
import { onAppMessage } from './messages';
import { isUserCacheName, SW_MESSAGE } from '../contract/worker-protocol';

/** Deletes every cache of user-specific responses (a shared phone keeps nothing private after logout). */
export async function deleteUserCaches(): Promise<void> {
  markCachesWiped();
  const names = await caches.keys();
  await Promise.all(names.filter(isUserCacheName).map((name) => caches.delete(name)));
}

export function registerLogoutCleanup(scope: ServiceWorkerGlobalScope): void {
  onAppMessage(scope, SW_MESSAGE.logout, deleteUserCaches);
}
