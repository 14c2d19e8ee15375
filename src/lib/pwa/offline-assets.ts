import {
  SW_MESSAGE,
  type CacheAssetsMessage,
  type OfflineArea,
} from '../../../contract/worker-protocol';
import { isClient, isEmployee, isExecutor } from '../roles';
import { sessionSignal, type SessionUser } from '../session';

// The worker precaches only the shell and the landing page; route chunks are cached as the page uses them.
// What the page loaded before the worker took control, and the screens a logged-in user needs, the worker
// is asked to cache here: so offline still opens what the user saw, and what their area offers.

/** The logged-in areas whose screens a user needs offline. */
export function offlineAreasOf(user: SessionUser | null | undefined): OfflineArea[] {
  if (isClient(user)) return ['client'];
  if (isExecutor(user) || isEmployee(user)) return ['panel'];
  return [];
}

/** The build files (`/assets/…`) this page has loaded so far. */
export function loadedAssetUrls(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const parsed = new URL(url, location.href);
      return parsed.origin === location.origin && parsed.pathname.startsWith('/assets/');
    });
}

/** Posts the message to the worker and resolves when it answers `{done}` (never, if an old one ignores it). */
function ask(worker: ServiceWorker, message: CacheAssetsMessage): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    worker.postMessage(message, [channel.port2]);
  });
}

async function controllingWorker(container: ServiceWorkerContainer): Promise<ServiceWorker> {
  await container.ready;
  if (container.controller) return container.controller;
  return new Promise((resolve) => {
    const onChange = () => {
      if (!container.controller) return;
      container.removeEventListener('controllerchange', onChange);
      resolve(container.controller);
    };
    container.addEventListener('controllerchange', onChange);
  });
}

/**
 * Once a worker controls the page: it caches what the page loaded and the current user's area, then
 * `<html data-offline-ready>` is set (the browser tests wait for it). A later login asks for that area.
 */
export function startOfflineAssets(container: ServiceWorkerContainer): () => void {
  let active = true;
  let unsubscribe = () => {};
  void controllingWorker(container).then(async (worker) => {
    if (!active) return;
    const send = (user: SessionUser | null) =>
      ask(worker, {
        type: SW_MESSAGE.cacheAssets,
        urls: loadedAssetUrls(),
        areas: offlineAreasOf(user),
      });
    let userId = sessionSignal.value.user?.id ?? null;
    await send(sessionSignal.value.user);
    document.documentElement.dataset.offlineReady = 'true';
    if (!active) return;
    unsubscribe = sessionSignal.subscribe(({ user }) => {
      const next = user?.id ?? null;
      if (next === userId) return;
      userId = next;
      if (user) void send(user);
    });
  });
  return () => {
    active = false;
    unsubscribe();
  };
}
