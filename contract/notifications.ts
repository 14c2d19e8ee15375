import { z } from 'zod';
import { pageOf, pageQuery, queryFlag } from './drf';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification-events';
import { plainText, withoutNul } from './text';

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
  locked: 'Это уведомление отключить нельзя: оно о доступе к агентству или об оплате.',
  badEndpoint: 'Адрес подписки должен быть https-адресом push-сервиса.',
  badKey: 'Ключ подписки должен быть строкой base64url.',
  renewUnknown:
    'Прежняя подписка этого браузера не найдена: её адрес и ключ auth не совпадают ни с одной сохранённой.',
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
  is_read: z.literal(true, { error: NOTIFICATION_MESSAGES.onlyRead }).optional(),
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
 * (a server error) only logs a warning; 1012 (the server shuts down, e.g. a rolling deploy) is followed by a
 * reconnect, to whichever process the balancer picks; only 4403 is final. A page of another origin is
 * refused before the handshake.
 */
export const SOCKET_CLOSE = {
  /** No token, a bad or expired one, or its login ended. */
  unauthorized: 4401,
  /** A valid token of another user than the path's. */
  forbidden: 4403,
} as const;

// ---- preferences `/notification/api/v1/preferences/` ---------------------------------------------------

/** One kind's row of the grid: its effective switches, and whether they can be changed. */
export const notificationPreference = z.object({
  kind: notificationKind,
  in_app: z.boolean(),
  push: z.boolean(),
  email: z.boolean(),
  /** A kind about access or payment: every channel on, a change is refused (400). */
  locked: z.boolean(),
});
export type NotificationPreference = z.infer<typeof notificationPreference>;
/** GET: every kind, in the catalogue's order (not paginated: there are eleven). */
export const notificationPreferenceList = z.array(notificationPreference);

/** `preferences/{kind}/`: a kind of the catalogue; any other is a 404. */
export const notificationKindParams = z.object({ kind: notificationKind });

/** PATCH `preferences/{kind}/`: the channels to change; the others keep their value. */
export const notificationPreferencePatch = z
  .strictObject({ in_app: z.boolean(), push: z.boolean(), email: z.boolean() })
  .partial();
export type NotificationPreferencePatch = z.infer<typeof notificationPreferencePatch>;

// ---- web push `/notification/api/v1/push/…` ------------------------------------------------------------

const base64url = plainText().regex(/^[A-Za-z0-9_-]+={0,2}$/, {
  error: NOTIFICATION_MESSAGES.badKey,
});

/** Browsers a user's pushes go to; subscribing one more forgets the one subscribed longest ago. */
export const MAX_PUSH_DEVICES = 10;

/** GET `push/vapid-key/`: the application server key to pass to `pushManager.subscribe`. */
export const vapidKey = z.object({ public_key: z.string() });

/** POST `push/subscriptions/`: `PushSubscription.toJSON()` as the browser gives it. */
export const pushSubscriptionInput = z.object({
  endpoint: withoutNul(
    z.url({ protocol: /^https$/, error: NOTIFICATION_MESSAGES.badEndpoint }).max(2048),
  ),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: base64url.max(200), auth: base64url.max(100) }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInput>;

/** This device's subscription as stored: one per endpoint, of the user who registered it last. */
export const pushSubscription = z.object({
  subscription_id: z.number().int(),
  endpoint: z.string(),
  created_at: z.string(),
});

/** GET `push/subscriptions/`: one of the caller's devices, with the public key it was registered with. */
export const pushDevice = pushSubscription.extend({ p256dh: z.string() });
export type PushDevice = z.infer<typeof pushDevice>;
/** Not paginated: at most MAX_PUSH_DEVICES, newest first. */
export const pushDeviceList = z.array(pushDevice);

/**
 * POST `push/subscriptions/renew/`, sent by the service worker when the browser replaced its subscription
 * (`pushsubscriptionchange`). The worker holds no login; the old subscription's auth secret is the proof: only
 * the browser and this server know it (the push service never sees it), so nobody else can move a user's
 * pushes to another endpoint. The new subscription stays the old one's user's.
 */
export const pushRenewal = z.strictObject({
  old_endpoint: plainText().max(2048),
  old_auth: base64url.max(100),
  subscription: pushSubscriptionInput,
});
export type PushRenewal = z.infer<typeof pushRenewal>;

/** POST `push/unsubscribe/` (at logout, or when the user turns push off on this device). */
export const pushUnsubscribe = z.strictObject({ endpoint: plainText().max(2048) });

/**
 * What a push message carries, JSON in the encrypted body. The worker shows `title` and `text`, opens
 * `link` on a click, and sets the app-icon badge to `unread_count`.
 */
export interface PushPayload {
  /** `null` when the kind is off in the app (then there is no stored notification to open). */
  notification_id: number | null;
  kind: NotificationKind;
  title: string;
  text: string;
  link: string;
  unread_count: number | null;
}
