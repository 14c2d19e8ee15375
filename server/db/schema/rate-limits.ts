import { bigint, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every process of a deployment on PostgreSQL (server/security/counters.ts):
 * hits of one key in a fixed window that starts at the key's first hit. Times are epoch milliseconds of the
 * processes' clocks. A row whose window has ended counts as none; such rows are deleted from time to time.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAtMs: bigint('reset_at_ms', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAtMs)],
);
