import type { Notification } from '../../contract/notifications';
import { notificationMessage } from './wire';

// What a `NOTIFY` on the notifications channel carries. An event's notifications differ only in their id and
// user, so a message holds the shared content once and the (id, user) pairs: every process hands them to its
// sockets without reading the table (10 000 sockets open, a 1 000-recipient event). Content too long for
// PostgreSQL's 8000-byte payload goes as ids alone, and the listener reads those rows.

/** Below PostgreSQL's limit of 8000 bytes, with room to spare. */
const PAYLOAD_MAX_BYTES = 7000;
/** Longer content (long names in the text) is not worth splitting: its rows are read by id instead. */
const CONTENT_MAX_BYTES = 3000;

/** A notification without what differs per recipient. */
export type SharedContent = Omit<Notification, 'notification_id' | 'is_read'>;
/** A new notification's id and its user's id. */
export type Recipient = readonly [id: number, userId: number];

export type Announcement =
  | { content: SharedContent; recipients: Recipient[] }
  /** Ids only: the listener reads their rows. */
  | { ids: number[] };

/** The payloads announcing one event's notifications, each under the limit. */
export function announcements(content: SharedContent, recipients: readonly Recipient[]): string[] {
  const head = JSON.stringify(content);
  const headBytes = Buffer.byteLength(head);
  if (headBytes > CONTENT_MAX_BYTES) return idPayloads(recipients.map(([id]) => id));
  const room = PAYLOAD_MAX_BYTES - headBytes - '{"content":,"to":[]}'.length;
  const payloads: string[] = [];
  let pairs: string[] = [];
  let size = 0;
  const flush = () => {
    if (pairs.length > 0) payloads.push(`{"content":${head},"to":[${pairs.join(',')}]}`);
    pairs = [];
    size = 0;
  };
  for (const [id, userId] of recipients) {
    const pair = `[${id},${userId}]`;
    if (size + pair.length + 1 > room) flush();
    pairs.push(pair);
    size += pair.length + 1;
  }
  flush();
  return payloads;
}

/** The ids as comma-separated payloads, each short enough for `NOTIFY`. */
export function idPayloads(ids: readonly number[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const id of ids) {
    const next = current ? `${current},${id}` : String(id);
    if (next.length > PAYLOAD_MAX_BYTES) {
      payloads.push(current);
      current = String(id);
    } else current = next;
  }
  if (current) payloads.push(current);
  return payloads;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** What a payload announces; anything malformed announces nothing (another sender on the channel). */
export function parseAnnouncement(payload: string): Announcement {
  if (!payload.startsWith('{')) return { ids: parseIdPayload(payload) };
  try {
    const message = JSON.parse(payload) as { content?: Partial<SharedContent>; to?: unknown };
    const { content, to } = message;
    if (!content || typeof content.kind !== 'string' || typeof content.created_at !== 'string')
      return { ids: [] };
    if (!Array.isArray(to)) return { ids: [] };
    const recipients = to.filter(
      (pair): pair is Recipient => Array.isArray(pair) && isId(pair[0]) && isId(pair[1]),
    );
    return { content: content as SharedContent, recipients };
  } catch {
    return { ids: [] };
  }
}

/** The ids of a payload; anything that is not one is skipped. */
export const parseIdPayload = (payload: string): number[] =>
  payload.split(',').map(Number).filter(isId);

/** One recipient's notification, as the socket sends it (the same fields, in the same order, as a row's). */
export const announced = (content: SharedContent, id: number): Notification => ({
  notification_id: id,
  kind: content.kind,
  title: content.title,
  text: content.text,
  link: content.link,
  payload: content.payload,
  is_read: false,
  created_at: content.created_at,
});

/**
 * Each recipient's socket message for one announcement: the content is serialised once, and only the id —
 * the notification's first field — differs (a thousand recipients, one `JSON.stringify`).
 */
export function announcedMessages(content: SharedContent): (id: number) => string {
  const whole = notificationMessage(announced(content, 0));
  const at = whole.indexOf('"notification_id":0') + '"notification_id":'.length;
  const head = whole.slice(0, at);
  const tail = whole.slice(at + 1);
  return (id) => head + id + tail;
}
