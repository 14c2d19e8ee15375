import { getTableColumns } from 'drizzle-orm';
import type { Notification, SocketMessage } from '../../contract/notifications';
import { notifications } from '../db/schema';

/** The columns a notification is read with. */
export const notificationColumns = getTableColumns(notifications);
export type NotificationRow = typeof notifications.$inferSelect;

/** A row as the wire shows it: `notification_id`, snake_case, the time in ISO 8601. */
export const toNotification = (row: NotificationRow): Notification => ({
  notification_id: row.id,
  kind: row.kind as Notification['kind'],
  title: row.title,
  text: row.text,
  link: row.link,
  payload: row.payload as Record<string, unknown>,
  is_read: row.isRead,
  created_at: row.createdAt.toISOString(),
});

/** A new notification's socket message, serialised. */
export const notificationMessage = (notification: Notification): string =>
  JSON.stringify({ type: 'notification', notification } satisfies SocketMessage);
