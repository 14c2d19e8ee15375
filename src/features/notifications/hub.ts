import { hashKey, type QueryClient } from '@tanstack/react-query';
import { setAppBadge } from '../../lib/pwa/badge';
import { unreadNotifications } from '../../lib/notifications/unread-signal';
import { showToast } from '../../lib/toast';
import { NOTIFICATION_WINDOW_KEY, type NotificationView } from './api/notifications';
import { readQueueOf } from './mark-read';
import { openNotificationSocket, type SocketMessage } from './socket';
import { unreadCount } from '../../../contract/notification-window';
import { viewerTimeZone } from './time-zone';
import { addToWindow, replaceWindow } from './window-cache';

// The one owner of a logged-in user's notifications in this tab: the socket, the unread count for
// the bell and the app icon's badge, the live toast, and the read marks waiting to be sent.

/** The window moves with time (a week ago, the month's start): the count is taken again this often. */
const RECOUNT_MS = 10 * 60_000;
const windowHash = hashKey(NOTIFICATION_WINDOW_KEY);

export function startNotifications(userId: number, client: QueryClient): () => void {
  const queue = readQueueOf(userId);
  let shownCount: number | null = null;

  const recount = () => {
    const items = client.getQueryData<NotificationView[]>(NOTIFICATION_WINDOW_KEY);
    const count = items ? unreadCount(items, new Date(), viewerTimeZone()) : null;
    if (count === shownCount) return;
    shownCount = count;
    unreadNotifications.value = count;
    if (count !== null) void setAppBadge(count);
  };

  const pendingReads = () => {
    const pending = queue.pending();
    return pending.all ? ('all' as const) : new Set(pending.ids);
  };
  const onMessage = (message: SocketMessage) => {
    if (message.type === 'init') replaceWindow(client, message.results, pendingReads());
    else if (message.type === 'notification') {
      const { notification } = message;
      if (addToWindow(client, notification) && !notification.is_read)
        showToast({ title: notification.title, description: notification.text, color: 'blue' });
    }
    // `unread_count` answers our commands: the count is ours already (the window), and marks go by REST.
  };
  const flush = () => void queue.flush().catch(() => undefined);

  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.query.queryHash === windowHash) recount();
  });
  recount(); // the window restored from IndexedDB: the bell and badge show at once, offline too
  void queue.load().then(flush);
  const socket = openNotificationSocket(userId, { onMessage, onOpen: flush });
  window.addEventListener('online', flush);
  const timer = window.setInterval(recount, RECOUNT_MS);

  return () => {
    socket.close();
    unsubscribe();
    window.removeEventListener('online', flush);
    window.clearInterval(timer);
    unreadNotifications.value = null;
    void setAppBadge(0); // logged out: nothing of this user's stays on the icon
  };
}
