import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './references';
import { users } from './users';

/**
 * A write sent with an `Idempotency-Key` (server/http/idempotency.ts): claimed before the write runs (the
 * primary key lets one request of a user's key through), then holds the answer to replay. `status` null:
 * the write is still running. `fingerprint`: the method, path and body, so a key reused for another request
 * is told apart. Kept 24 hours.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
