import { setAppBadge } from './badge';
import { clickTarget, notificationOfPush, parsePushPayload, windowForClick } from './push-message';
import { renewSubscription } from './push-renewal';
import type { NotificationClick, PushMessage, PushScope } from './push-scope';

const appWindows = (scope: PushScope) =>
  scope.clients.matchAll({ type: 'window', includeUncontrolled: true });

/** Every push shows a notification, whatever its payload and whether or not the app is in front. */
async function onPush(scope: PushScope, event: PushMessage): Promise<void> {
  let text: string | undefined;
  try {
    text = event.data?.text();
  } catch {
    text = undefined; // unreadable: the fallback notification below
  }
  const payload = parsePushPayload(text);
  const badge = payload?.unread_count == null ? null : setAppBadge(payload.unread_count);
  const windows = await appWindows(scope).catch(() => []);
  const { title, options } = notificationOfPush(payload, windows);
  await scope.registration.showNotification(title, options);
  await badge;
}

async function onClick(scope: PushScope, event: NotificationClick): Promise<void> {
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

/**
 * A push shows its notification and sets the badge; a click opens its link; a subscription the browser
 * replaced is renewed with the server.
 */
export function registerPushHandlers(scope: PushScope): void {
  scope.addEventListener('push', (event) => event.waitUntil(onPush(scope, event)));
  scope.addEventListener('notificationclick', (event) => event.waitUntil(onClick(scope, event)));
  scope.addEventListener('pushsubscriptionchange', (event) =>
    event.waitUntil(renewSubscription(scope, event)),
  );
}
