import { sql } from 'drizzle-orm';
import {
  renderNotification,
  type NotificationKind,
  type NotificationParams,
} from '../../contract/notification-events';
import type { NotificationChannel } from '../../contract/notification-channels';
import type { Db } from '../db/client';
import { DELIVERY_CHANNELS, notificationDeliveries, notifications } from '../db/schema';
import { switchesOf } from './preferences';

/** The `NOTIFY` channel of new notifications; its payload is their ids, comma-separated, nothing else. */
export const NOTIFICATION_CHANNEL = 'notifications';

/** The `NOTIFY` channel that wakes the delivery workers: new push or mail rows are waiting (no payload). */
export const DELIVERY_CHANNEL = 'notification_deliveries';

/** PostgreSQL refuses a payload of 8000 bytes or more: ids go in messages well below it. */
const PAYLOAD_MAX_CHARS = 7000;

export interface NotificationEvent<K extends NotificationKind> {
  kind: K;
  /** User ids; repeated ones get one notification. */
  recipients: readonly number[];
  params: NotificationParams<K>;
  /** When it happened; default now (the process's clock, so a test's TEST_NOW moves it too). */
  at?: Date;
}

/**
 * Delivers an event to each recipient through the channels they keep on for its kind, inside the caller's
 * transaction: all commits with the action that caused it, or nothing does (the mail outbox's pattern).
 * In the app: a notification row, announced with `pg_notify` to the sockets. Push and mail: a row of the
 * delivery outbox, sent after commit by the delivery worker. One statement per table, whatever the number
 * of recipients. Returns the new notifications' ids.
 */
export async function notify<K extends NotificationKind>(
  tx: Db,
  event: NotificationEvent<K>,
): Promise<number[]> {
  const recipients = [...new Set(event.recipients)];
  if (recipients.length === 0) return [];
  const rendered = renderNotification(event.kind, event.params);
  const createdAt = event.at ?? new Date();
  const switches = await switchesOf(tx, event.kind, recipients);
  const on = (channel: NotificationChannel) =>
    recipients.filter((id) => switches.get(id)![channel]);

  const inApp = on('in_app');
  const rows =
    inApp.length === 0
      ? []
      : await tx
          .insert(notifications)
          .values(
            inApp.map((userId) => ({
              userId,
              kind: event.kind,
              ...rendered,
              payload: event.params,
              createdAt,
            })),
          )
          .returning({ id: notifications.id, userId: notifications.userId });
  const ids = rows.map((row) => row.id);
  for (const payload of idPayloads(ids))
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);

  const notificationOf = new Map(rows.map((row) => [row.userId, row.id]));
  const deliveries = DELIVERY_CHANNELS.flatMap((channel) =>
    on(channel).map((userId) => ({
      channel,
      userId,
      notificationId: notificationOf.get(userId) ?? null,
      kind: event.kind,
      ...rendered,
    })),
  );
  if (deliveries.length > 0) {
    await tx.insert(notificationDeliveries).values(deliveries);
    await tx.execute(sql`select pg_notify(${DELIVERY_CHANNEL}, '')`);
  }
  return ids;
}

/** The ids as comma-separated payloads, each short enough for `NOTIFY`. */
export function idPayloads(ids: readonly number[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const id of ids) {
    const next = current ? `${current},${id}` : String(id);
    if (next.length > PAYLOAD_MAX_CHARS) {
      payloads.push(current);
      current = String(id);
    } else current = next;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** The ids of a payload; anything that is not one is skipped (another sender on the channel). */
export const parseIdPayload = (payload: string): number[] =>
  payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
