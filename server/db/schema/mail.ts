import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every outgoing mail, written in the transaction that caused it; `sentAt` is set once SMTP accepted it. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
