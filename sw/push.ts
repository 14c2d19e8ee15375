import { setAppBadge } from './badge';
import {
  clickTarget,
  notificationOf,
  parsePushPayload,
  shouldShowNotification,
  windowForClick,
} from './push-message';

const appWindows = (scope: ServiceWorkerGlobalScope) =>
  scope.clients.matchAll({ type: 'window', includeUncontrolled: true });

async function onPush(scope: ServiceWorkerGlobalScope, event: PushEvent): Promise<void> {
  const payload = parsePushPayload(event.data?.text());
  if (!payload) return;
  const badge = payload.unread_count === null ? null : setAppBadge(payload.unread_count);
  if (shouldShowNotification(await appWindows(scope))) {
    const { title, options } = notificationOf(payload);
    await scope.registration.showNotification(title, options);
  }
  await badge;
}

async function onClick(scope: ServiceWorkerGlobalScope, event: NotificationEvent): Promise<void> {
  event.notification.close();
  const target = clickTarget(event.notification.data, scope.location.origin);
  const window = windowForClick(await appWindows(scope), scope.location.origin);
  if (window) {
    const focused = await window.focus().catch(() => window);
    // `navigate` works only for a window this worker controls; another one opens the link anew.
    const navigated = await focused.navigate(target).catch(() => null);
    if (navigated) return;
  }
  await scope.clients.openWindow(target);
}

/** A push shows its notification (unless the app is in front) and sets the badge; a click opens its link. */
export function registerPushHandlers(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => event.waitUntil(onPush(scope, event)));
  scope.addEventListener('notificationclick', (event) => event.waitUntil(onClick(scope, event)));
}
