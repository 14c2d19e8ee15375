import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Every outgoing mail, written in the transaction that caused it; `sentAt` is set once SMTP accepted it. */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** An HTML alternative, when the mail has one (built with every user-written value escaped). */
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
