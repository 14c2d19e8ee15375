import { sql } from 'drizzle-orm';
import {
  renderNotification,
  type NotificationKind,
  type NotificationParams,
} from '../../contract/notification-events';
import type { NotificationChannel } from '../../contract/notification-channels';
import type { Db } from '../db/client';
import { selectRows } from '../db/rows';
import {
  DELIVERY_CHANNELS,
  notificationDeliveries,
  notifications,
  pushSubscriptions,
} from '../db/schema';
import { announcements } from './announcement';
import { anyOf, intArray } from './any-of';
import { switchesOf } from './preferences';

/** The `NOTIFY` channel of new notifications; its payloads are `announcement.ts`'s. */
export const NOTIFICATION_CHANNEL = 'notifications';

/** The `NOTIFY` channel that wakes the delivery workers: new push or mail rows are waiting (no payload). */
export const DELIVERY_CHANNEL = 'notification_deliveries';

export interface NotificationEvent<K extends NotificationKind> {
  kind: K;
  /** User ids; repeated ones get one notification. */
  recipients: readonly number[];
  params: NotificationParams<K>;
  /** When it happened; default now (the process's clock, so a test's TEST_NOW moves it too). */
  at?: Date;
  /** Channels this event skips because another message already carries it (an invoice's own mail). */
  skip?: readonly NotificationChannel[];
}

/**
 * Delivers an event to each recipient through the channels they keep on for its kind, inside the caller's
 * transaction: all commits with the action that caused it, or nothing does (the mail outbox's pattern).
 * In the app: a notification row, announced with `pg_notify` to the sockets (its content and the ids).
 * Push and mail: a row of the delivery outbox, sent after commit by the delivery worker. One statement per
 * table, whatever the number of recipients. Returns the new notifications' ids.
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
    event.skip?.includes(channel) ? [] : recipients.filter((id) => switches.get(id)![channel]);

  const inApp = on('in_app');
  const rows =
    inApp.length === 0 ? [] : await insertNotifications(tx, event, rendered, createdAt, inApp);
  const ids = rows.map((row) => row.id);
  const content = {
    kind: event.kind,
    ...rendered,
    payload: event.params,
    created_at: createdAt.toISOString(),
  };
  const announced = rows.map((row) => [row.id, row.userId] as const);
  for (const payload of announcements(content, announced))
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);

  const notificationOf = new Map(rows.map((row) => [row.userId, row.id]));
  // A push row only for someone with a device: a broadcast to many without one writes nothing to send.
  const withDevice = await usersWithDevice(tx, on('push'));
  const deliveries = DELIVERY_CHANNELS.flatMap((channel) =>
    on(channel)
      .filter((userId) => channel !== 'push' || withDevice.has(userId))
      .map((userId) => ({
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

async function usersWithDevice(tx: Db, userIds: number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await tx
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(anyOf(pushSubscriptions.userId, userIds));
  return new Set(rows.map((row) => row.userId));
}

/**
 * One row per user, the event's values bound once and the users as one array: a broadcast is a statement
 * of seven parameters, not seven per recipient (planning 7 000 parameters cost more than writing the rows).
 */
async function insertNotifications<K extends NotificationKind>(
  tx: Db,
  event: NotificationEvent<K>,
  rendered: { title: string; text: string; link: string },
  createdAt: Date,
  userIds: number[],
): Promise<{ id: number; userId: number }[]> {
  const n = notifications;
  const rows = await selectRows<{ id: number; user_id: number }>(
    tx,
    sql`insert into ${n} (${sql.join(
      [n.userId, n.kind, n.title, n.text, n.link, n.payload, n.createdAt].map((c) =>
        sql.identifier(c.name),
      ),
      sql`, `,
    )})
      select u, ${event.kind}, ${rendered.title}, ${rendered.text}, ${rendered.link},
             ${JSON.stringify(event.params)}::jsonb, ${createdAt.toISOString()}::timestamptz
        from unnest(${intArray(userIds)}) as u
      returning id, user_id`,
  );
  return rows.map((row) => ({ id: row.id, userId: row.user_id }));
}
