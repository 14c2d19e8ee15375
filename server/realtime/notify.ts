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
  type DeliveryChannel,
  notificationDeliveries,
  notifications,
  pushSubscriptions,
} from '../db/schema';
import { announcements, type Recipient } from './announcement';
import { intArray } from './any-of';
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
  const made =
    inApp.length === 0 ? [] : await insertNotifications(tx, event, rendered, createdAt, inApp);
  const content = {
    kind: event.kind,
    ...rendered,
    payload: event.params,
    created_at: createdAt.toISOString(),
  };
  const payloads = announcements(content, made);
  if (payloads.length > 0)
    await tx.execute(
      sql`select pg_notify(${NOTIFICATION_CHANNEL}, p)
            from jsonb_array_elements_text(${JSON.stringify(payloads)}::jsonb) as p`,
    );

  const notificationOf = new Map(made.map(([id, userId]) => [userId, id]));
  const deliveries = DELIVERY_CHANNELS.flatMap((channel) =>
    on(channel).map((userId) => ({
      channel,
      userId,
      notificationId: notificationOf.get(userId) ?? null,
    })),
  );
  if (deliveries.length > 0) await insertDeliveries(tx, event.kind, rendered, deliveries);
  return made.map(([id]) => id);
}

/**
 * One row per user, the event's values bound once and the users as one array: a broadcast is a statement
 * of seven parameters, not seven per recipient (planning 7 000 parameters cost more than writing the rows).
 * The new ids come back as two arrays in one row: a thousand rows of RETURNING cost more to read than to write.
 */
async function insertNotifications<K extends NotificationKind>(
  tx: Db,
  event: NotificationEvent<K>,
  rendered: { title: string; text: string; link: string },
  createdAt: Date,
  userIds: number[],
): Promise<Recipient[]> {
  const n = notifications;
  const [row] = await selectRows<{ ids: number[] | null; users: number[] | null }>(
    tx,
    sql`with made as (
          insert into ${n} (${sql.join(
            [n.userId, n.kind, n.title, n.text, n.link, n.payload, n.createdAt].map((c) =>
              sql.identifier(c.name),
            ),
            sql`, `,
          )})
          select u, ${event.kind}, ${rendered.title}, ${rendered.text}, ${rendered.link},
                 ${JSON.stringify(event.params)}::jsonb, ${createdAt.toISOString()}::timestamptz
            from unnest(${intArray(userIds)}) as u
          returning id, user_id)
        select array_agg(id order by id) as ids, array_agg(user_id order by id) as users from made`,
  );
  const ids = row?.ids ?? [];
  const users = row?.users ?? [];
  return ids.map((id, i) => [id, users[i]!] as const);
}

/**
 * The push and mail rows in one statement, the event's values bound once, and the deliveries' NOTIFY with it
 * when any was written. A push row only for someone with a device: a broadcast to many without one writes
 * nothing to send.
 */
async function insertDeliveries(
  tx: Db,
  kind: NotificationKind,
  rendered: { title: string; text: string; link: string },
  deliveries: { channel: DeliveryChannel; userId: number; notificationId: number | null }[],
): Promise<void> {
  const d = notificationDeliveries;
  const s = pushSubscriptions;
  await tx.execute(
    sql`with made as (
          insert into ${d} (${sql.join(
            [d.channel, d.userId, d.notificationId, d.kind, d.title, d.text, d.link].map((c) =>
              sql.identifier(c.name),
            ),
            sql`, `,
          )})
          select r.channel, r.user_id, r.notification_id, ${kind}, ${rendered.title}, ${rendered.text},
                 ${rendered.link}
            from unnest(${`{${deliveries.map((r) => r.channel).join(',')}}`}::text[],
                        ${intArray(deliveries.map((r) => r.userId))},
                        ${intArray(deliveries.map((r) => r.notificationId))})
                   as r(channel, user_id, notification_id)
           where r.channel <> 'push' or exists (select from ${s} where ${s.userId} = r.user_id)
          returning 1)
        select pg_notify(${DELIVERY_CHANNEL}, '') where exists (select from made)`,
  );
}
