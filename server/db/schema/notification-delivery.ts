import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { notifications } from './notifications';
import { users } from './users';

/**
 * A user's choice for one kind of notification, only for the kinds they changed; a null channel follows the
 * default of contract/notification-channels.ts (so a later change of the defaults still reaches it).
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inApp: boolean('in_app'),
    push: boolean('push'),
    email: boolean('email'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** One browser's Web Push subscription (`PushSubscription.toJSON()`), of the user who registered it last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

export const DELIVERY_CHANNELS = ['push', 'email'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

/**
 * The outbox of the channels outside the app: written by `notify` in the action's transaction, sent later
 * by the delivery worker. Title, text and link are copied, so a push or a mail goes out even when the kind is
 * off in the app (no notification row). A finished row is kept 30 days (`DELIVERY_RETENTION_DAYS`), then
 * deleted by the worker.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<DeliveryChannel>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    notificationId: integer('notification_id').references(() => notifications.id, {
      onDelete: 'cascade',
    }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    /** The database's time of the action (not a test's clock): a push waits PUSH_DELAY_MS after it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker took it; a claim older than the worker's lease is taken again. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** Set once it needs nothing more, with its `outcome`. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** `sent`, `read` (read in the app before the push went), `no_device`, `failed` (attempts used up). */
    outcome: text('outcome'),
    lastError: text('last_error'),
  },
  (t) => [
    check('notification_deliveries_channel_check', sql`${t.channel} in ('push', 'email')`),
    // The worker's claim reads only the unfinished ones, oldest first.
    index('notification_deliveries_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.finishedAt} is null`),
    // The pruning of finished ones reads the oldest first.
    index('notification_deliveries_finished_idx')
      .on(t.finishedAt)
      .where(sql`${t.finishedAt} is not null`),
    // A removed notification or user finds its deliveries (the foreign keys' cascades) without a scan.
    index('notification_deliveries_notification_idx').on(t.notificationId),
    index('notification_deliveries_user_idx').on(t.userId),
  ],
);
