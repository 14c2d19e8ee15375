import type { QueryClient } from '@tanstack/react-query';
import { NOTIFICATION_WINDOW_KEY, type NotificationView } from './api/notifications';

// The window in the query cache (persisted to IndexedDB with the rest): what the socket says replaces or
// extends it, a read mark changes it at once (the server hears of it when it can).

const newestFirst = (a: NotificationView, b: NotificationView) =>
  b.created_at.localeCompare(a.created_at) || b.notification_id - a.notification_id;

const readWindow = (client: QueryClient) =>
  client.getQueryData<NotificationView[]>(NOTIFICATION_WINDOW_KEY);

/**
 * The socket's window replaces the cached one, but a mark made here and not yet sent stays: the server
 * does not know of it yet.
 */
export function replaceWindow(
  client: QueryClient,
  items: readonly NotificationView[],
  pendingReads: ReadonlySet<number> | 'all',
): void {
  const read = (item: NotificationView) =>
    item.is_read || pendingReads === 'all' || pendingReads.has(item.notification_id);
  client.setQueryData(
    NOTIFICATION_WINDOW_KEY,
    items.map((item) => (read(item) ? { ...item, is_read: true } : item)).sort(newestFirst),
  );
}

/** A new notification joins the window (once, however often it is delivered). */
export function addToWindow(client: QueryClient, item: NotificationView): boolean {
  const current = readWindow(client) ?? [];
  if (current.some((known) => known.notification_id === item.notification_id)) return false;
  client.setQueryData(NOTIFICATION_WINDOW_KEY, [item, ...current].sort(newestFirst));
  return true;
}

export function markReadInWindow(client: QueryClient, which: number | 'all'): void {
  const current = readWindow(client);
  if (!current) return;
  client.setQueryData(
    NOTIFICATION_WINDOW_KEY,
    current.map((item) =>
      !item.is_read && (which === 'all' || item.notification_id === which)
        ? { ...item, is_read: true }
        : item,
    ),
  );
}
