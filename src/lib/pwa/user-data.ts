import { isUserCacheName, SW_MESSAGE } from '../../../contract/worker-protocol';
import { onLogout } from '../logout';
import {
  clearWipePending,
  isWipePending,
  markWipePending,
  nextUserDataGeneration,
} from './user-data-generation';
import { serviceWorkerContainer } from './worker-container';

// Logout on a shared phone leaves nothing private behind: the persisted queries (IndexedDB) and every
// user-specific response the service worker cached.

async function deleteUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter(isUserCacheName).map((name) => caches.delete(name)));
}

/** The worker deletes the caches too, and stops writing answers to requests it started before. */
async function tellWorker(): Promise<void> {
  const registration = await serviceWorkerContainer()?.getRegistration();
  registration?.active?.postMessage({ type: SW_MESSAGE.logout });
}

export async function wipeUserData(): Promise<void> {
  markWipePending();
  nextUserDataGeneration();
  const wipeQueries = import('./query-persistence').then((module) => module.wipePersistedQueries());
  const [queries] = await Promise.allSettled([wipeQueries, deleteUserCaches(), tellWorker()]);
  if (queries.status === 'fulfilled') clearWipePending();
}

/**
 * Registered before the router starts: `/auth/logout` logs out in its loader, on the first render. Also
 * finishes the wipe of a logout whose page was closed before it was done.
 */
export function registerLogoutCleanup(): () => void {
  if (isWipePending()) void wipeUserData();
  return onLogout(() => wipeUserData());
}
