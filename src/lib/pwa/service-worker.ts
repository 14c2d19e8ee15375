import { Workbox } from 'workbox-window';
import { isNewerBuildAvailable } from './build-info';
import { startOfflineAssets } from './offline-assets';
import { pwaState, setUpdateApplier } from './pwa-state';
import { hasUnsavedChanges } from './unsaved-changes';
import { startUpdateChecks } from './update-checks';
import { serviceWorkerContainer } from './worker-container';
import { isTakeoverUnderWay } from './worker-takeover';

export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the worker and watches for new builds. A newer build id on the server makes the worker look
 * for its new version; once that version waits, the prompt shows. Without a worker (unsupported, blocked)
 * a newer build is offered as a plain reload.
 */
export function registerServiceWorker(): () => void {
  const container = serviceWorkerContainer();
  if (!container) {
    return startUpdateChecks(async () => {
      if (await isNewerBuildAvailable()) pwaState.needRefresh.value = true;
    });
  }

  const workbox = new Workbox(SERVICE_WORKER_URL);
  let registration: ServiceWorkerRegistration | undefined;
  let userAskedForUpdate = false;

  workbox.addEventListener('waiting', () => {
    pwaState.needRefresh.value = true;
  });
  // workbox-window's `isUpdate` only knows whether a worker controlled the page when it registered; the
  // first worker also claims the page later (first visit), which is no update: track control ourselves.
  let controlled = container.controller !== null;
  container.addEventListener('controllerchange', () => {
    if (!controlled) {
      controlled = true;
      return;
    }
    if (isTakeoverUnderWay()) return; // a chunk error's recovery reloads itself (chunk-error.ts)
    // Another tab may have pressed «Обновить»: this one reloads too, unless a form here has unsaved input.
    if (userAskedForUpdate || !hasUnsavedChanges()) window.location.reload();
    else pwaState.needRefresh.value = true;
  });
  setUpdateApplier(() => {
    userAskedForUpdate = true;
    if (registration?.waiting) workbox.messageSkipWaiting();
    else window.location.reload(); // already active (another tab switched): just load it
  });

  // A blocked registration rejects, or (a policy that stubs `register`) resolves to nothing, which makes
  // workbox-window itself throw on `registration.waiting`: either way the page goes on without a worker.
  const registered = workbox
    .register()
    .then((result) => (registration = result ?? undefined))
    .catch(() => undefined);
  const stopOfflineAssets = startOfflineAssets(container);
  const stopUpdateChecks = startUpdateChecks(async () => {
    if (!(await isNewerBuildAvailable())) return;
    await registered;
    if (registration && container.controller) await registration.update();
    else pwaState.needRefresh.value = true; // no worker serves this page: a reload gets the new build
  });
  return () => {
    stopOfflineAssets();
    stopUpdateChecks();
  };
}
