import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * One notification of one user. `kind` is a key of NOTIFICATION_EVENTS (contract/notification-events.ts);
 * title, text and link are rendered when it is written, so a later rename does not rewrite history.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    /** The app's path the notification leads to, e.g. `/panel/staff`. */
    link: text('link').notNull(),
    /** The event's parameters (ids and names), for the app to act on without parsing the text. */
    payload: jsonb('payload').notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list (newest first) and the socket's window of one user.
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The unread count and read-all touch only the unread ones.
    index('notifications_user_unread_idx')
      .on(t.userId, t.createdAt)
      .where(sql`not ${t.isRead}`),
  ],
);
