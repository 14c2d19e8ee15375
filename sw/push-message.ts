import { isNotificationKind } from '../contract/notification-events';
import type { PushPayload } from '../contract/notifications';

// What the worker does with a push and with a click on its notification, as pure decisions (unit-tested);
// push.ts only wires them to the events.

/** The app icon a notification shows (the manifest's). */
export const NOTIFICATION_ICON = '/icons/icon-192.png';

const isCount = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0);

/** The payload of a push as the server sends it (contract PushPayload); anything else is null and ignored. */
export function parsePushPayload(text: string | null | undefined): PushPayload | null {
  if (!text) return null;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const {
    notification_id,
    kind,
    title,
    text: body,
    link,
    unread_count,
  } = data as Record<string, unknown>;
  if (typeof kind !== 'string' || !isNotificationKind(kind)) return null;
  if (typeof title !== 'string' || !title || typeof body !== 'string' || typeof link !== 'string')
    return null;
  if (!isCount(notification_id) || !isCount(unread_count)) return null;
  return { notification_id, kind, title, text: body, link, unread_count };
}

type ShownNotification = { title: string; options: NotificationOptions };

/** The notification to show: one per stored notification (a repeated push replaces it, not adds one). */
export function notificationOf(payload: PushPayload): ShownNotification {
  return {
    title: payload.title,
    options: {
      body: payload.text,
      tag: `notification-${payload.notification_id ?? payload.kind}`,
      data: payload.link,
      icon: NOTIFICATION_ICON,
      lang: 'ru',
    },
  };
}

/**
 * Shown for a push whose payload cannot be read (another build's format, a truncated body): a push without
 * a notification counts against the site — Safari ends the subscription after a few —, so there is always one.
 */
export const UNREADABLE_PUSH: ShownNotification = {
  title: 'Подряд',
  options: {
    body: 'Новое уведомление. Откройте Подряд, чтобы его прочитать.',
    tag: 'notification-unreadable',
    data: '/',
    icon: NOTIFICATION_ICON,
    lang: 'ru',
  },
};

/**
 * What a push shows: its notification, or UNREADABLE_PUSH. Always one, also when a window of the app is
 * focused (no silent push, see above); there it makes no sound, the socket's live toast having told already.
 */
export function notificationOfPush(
  payload: PushPayload | null,
  windows: readonly { focused: boolean }[],
): ShownNotification {
  const { title, options } = payload ? notificationOf(payload) : UNREADABLE_PUSH;
  return isAppInFront(windows)
    ? { title, options: { ...options, silent: true } }
    : { title, options };
}

/** A focused window of the app shows the push itself (the socket's live toast). */
export const isAppInFront = (windows: readonly { focused: boolean }[]): boolean =>
  windows.some((window) => window.focused);

/** The app URL a click opens: the link when it is a path of this origin, else the start page. */
export function clickTarget(link: unknown, origin: string): string {
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//'))
    return `${origin}/`;
  const url = new URL(link, origin);
  return url.origin === origin ? url.href : `${origin}/`;
}

/** The window a click reuses: a focused one of the app, else the first of the app, else none (open one). */
export function windowForClick<W extends { url: string; focused: boolean }>(
  windows: readonly W[],
  origin: string,
): W | undefined {
  const ours = windows.filter((window) => new URL(window.url).origin === origin);
  return ours.find((window) => window.focused) ?? ours[0];
}
