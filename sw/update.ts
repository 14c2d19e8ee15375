import { clientsClaim } from 'workbox-core';
import { onAppMessage } from './messages';
import { SW_MESSAGE } from '../contract/worker-protocol';

/**
 * A new worker waits until the user presses «Обновить» (the app then asks it to skip waiting). The first
 * worker of a visitor takes the open page at once, so its API answers are cached from the first visit.
 */
export function registerUpdateMessages(scope: ServiceWorkerGlobalScope): void {
  clientsClaim();
  onAppMessage(scope, SW_MESSAGE.skipWaiting, () => scope.skipWaiting());
}
