import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { setAppBadge } from '../../lib/pwa/badge';
import { startPushChecks } from '../../lib/pwa/push-renewal';
import { unreadNotifications } from '../../lib/notifications/unread-signal';
import { showToast } from '../../lib/toast';
import {
  getLatestNotifications,
  NOTIFICATION_WINDOW_KEY,
  type NotificationView,
} from './api/notifications';
import { readQueueOf } from './mark-read';
import { openNotificationSocket, type SocketMessage } from './socket';
import { unreadCount } from '../../../contract/notification-window';
import { viewerTimeZone } from './time-zone';
import { addToWindow, replaceWindow } from './window-cache';

// The one owner of a logged-in user's notifications in this tab: the socket, the unread count for
// the bell and the app icon's badge, the live toast, the queries a new notification makes stale, the read
// marks waiting to be sent, and the daily check of this device's push subscription.

/** The query keys a notification makes stale: app/stale-queries.ts, the one table of them. */
export type StaleQueries = (notification: NotificationView) => readonly QueryKey[];

/** The window moves with time (a week ago, the month's start): the count is taken again this often. */
const RECOUNT_MS = 10 * 60_000;
const windowHash = hashKey(NOTIFICATION_WINDOW_KEY);

export function startNotifications(
  userId: number,
  client: QueryClient,
  staleQueries: StaleQueries,
): () => void {
  const queue = readQueueOf(userId);
  let shownCount: number | null = null;

  // Every screen showing what the notification changed reads it again (the active ones at once).
  const refresh = (notification: NotificationView) => {
    for (const queryKey of staleQueries(notification)) void client.invalidateQueries({ queryKey });
  };

  /** `resync`: the server's window just came; the badge is written even if the bell's count is unchanged. */
  const recount = (resync = false) => {
    const items = client.getQueryData<NotificationView[]>(NOTIFICATION_WINDOW_KEY);
    const count = items ? unreadCount(items, new Date(), viewerTimeZone()) : null;
    // A push sets the badge from the worker, behind this tab's back: a resync puts the server's count back.
    if (resync && count !== null) void setAppBadge(count);
    if (count === shownCount) return;
    shownCount = count;
    unreadNotifications.value = count;
    if (count !== null && !resync) void setAppBadge(count);
  };

  const pendingReads = () => {
    const pending = queue.pending();
    return pending.all ? ('all' as const) : new Set(pending.ids);
  };
  /**
   * The server's window (the socket's `init` on every connect, or the REST list on focus) replaces the cached
   * one, so a missed event never leaves the bell and the badge wrong.
   */
  const takeServerWindow = (results: readonly NotificationView[]) => {
    // What the cached window lacks came while this tab was not listening (offline, closed, reconnecting):
    // news too. With no window yet there is nothing to tell news from.
    const known = client.getQueryData<NotificationView[]>(NOTIFICATION_WINDOW_KEY);
    const seen = new Set(known?.map((item) => item.notification_id));
    replaceWindow(client, results, pendingReads());
    if (known) results.filter((item) => !seen.has(item.notification_id)).forEach(refresh);
    recount(true);
  };
  let stopped = false;
  /** Live notifications that came while the REST list was on its way (it may predate them). */
  let arrivedDuringResync: NotificationView[] | null = null;
  const onMessage = (message: SocketMessage) => {
    if (message.type === 'init') takeServerWindow(message.results);
    else if (message.type === 'notification') {
      const { notification } = message;
      arrivedDuringResync?.push(notification);
      if (addToWindow(client, notification)) {
        refresh(notification);
        if (!notification.is_read)
          showToast({ title: notification.title, description: notification.text, color: 'blue' });
      }
    }
    // `unread_count` answers our commands: the count is ours already (the window), and marks go by REST.
  };
  const flush = () => void queue.flush().catch(() => undefined);

  // Back in front (a phone's app switched to, a tab focused): the socket may have missed events while the
  // page slept, or be a dead connection not yet noticed; the REST list is the server's word. One at a time.
  const resync = () => {
    if (arrivedDuringResync) return;
    const arrived: NotificationView[] = (arrivedDuringResync = []);
    getLatestNotifications()
      .then((results) => {
        if (stopped) return; // logged out meanwhile: nothing of this user's comes back
        const listed = new Set(results.map((item) => item.notification_id));
        takeServerWindow([
          ...results,
          ...arrived.filter((item) => !listed.has(item.notification_id)),
        ]);
      })
      .catch(() => undefined) // offline: the cached window stays, the next focus or reconnect tries again
      .finally(() => {
        arrivedDuringResync = null;
      });
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') resync();
  };

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === windowHash) recount();
  });
  recount(); // the window restored from IndexedDB: the bell and badge show at once, offline too
  void queue.load().then(flush);
  const socket = openNotificationSocket(userId, { onMessage, onOpen: flush });
  window.addEventListener('online', flush);
  window.addEventListener('focus', resync);
  document.addEventListener('visibilitychange', onVisible);
  const timer = window.setInterval(() => recount(), RECOUNT_MS);
  const stopPushChecks = startPushChecks();

  return () => {
    stopped = true;
    socket.close();
    unsubscribe();
    window.removeEventListener('online', flush);
    window.removeEventListener('focus', resync);
    document.removeEventListener('visibilitychange', onVisible);
    window.clearInterval(timer);
    stopPushChecks();
    unreadNotifications.value = null;
    void setAppBadge(0); // logged out: nothing of this user's stays on the icon
  };
}
