import { z } from 'zod';
import { pageOf, pageQuery, queryFlag } from './drf';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-events';

// The wire shapes of notifications: the REST list and its changes, and the socket's messages both ways.

export {
  NOTIFICATION_EVENTS,
  NOTIFICATION_KINDS,
  renderNotification,
  type NotificationKind,
  type NotificationParams,
} from './notification-events';

export const NOTIFICATION_MESSAGES = {
  badKind: 'Выберите тип уведомления из списка.',
  onlyRead: 'Уведомление можно только отметить прочитанным: передайте is_read: true.',
  notASocket: 'Это адрес WebSocket: подключитесь к нему по протоколу WebSocket.',
  badCommand:
    'Неизвестная команда: ожидается {"command": "read", "notification_id": N} или {"command": "read_all"}.',
} as const;

export const notificationKind = z.enum(NOTIFICATION_KINDS as [NotificationKind], {
  error: NOTIFICATION_MESSAGES.badKind,
});

export const notification = z.object({
  notification_id: z.number().int(),
  kind: notificationKind,
  title: z.string(),
  text: z.string(),
  /** The app's path it leads to, e.g. `/panel/staff`. */
  link: z.string(),
  payload: z.record(z.string(), z.unknown()),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notification>;
export const notificationPage = pageOf(notification);

/** `?unread=true` only the unread ones, `?kind=…` one kind; newest first. */
export const notificationListQuery = pageQuery.extend({
  unread: queryFlag.optional(),
  kind: notificationKind.optional(),
});

/** PATCH `{id}/`: a notification is only ever marked read (a read one never becomes unread again). */
export const notificationPatch = z.strictObject({
  is_read: z.literal(true, { error: NOTIFICATION_MESSAGES.onlyRead }),
});

export const readAllResult = z.object({
  /** How many were unread and are now read. */
  marked: z.number().int(),
  unread_count: z.number().int(),
});
export type ReadAllResult = z.infer<typeof readAllResult>;

// ---- the socket `/ws/notifications/{userId}/?token=ACCESS` ----------------------------------------------

/** Server → client messages. */
export type SocketMessage =
  | { type: 'init'; results: Notification[]; unread_count: number }
  | { type: 'notification'; notification: Notification }
  /** The answer to a command: the new unread count, with the id marked (`read`) or how many (`read_all`). */
  | { type: 'unread_count'; unread_count: number; notification_id?: number; marked?: number }
  | { type: 'error'; detail: string };

/** Client → server commands. */
export const socketCommand = z.discriminatedUnion('command', [
  z.strictObject({ command: z.literal('read'), notification_id: z.number().int().positive() }),
  z.strictObject({ command: z.literal('read_all') }),
]);
export type SocketCommand = z.infer<typeof socketCommand>;

/**
 * Close codes of the socket (4xxx: ours). After 4401 the client reconnects with a fresh access token; 1011
 * (a server error) only logs a warning. A page of another origin is refused before the handshake.
 */
export const SOCKET_CLOSE = {
  /** No token, a bad or expired one, or its login ended. */
  unauthorized: 4401,
  /** A valid token of another user than the path's. */
  forbidden: 4403,
} as const;
