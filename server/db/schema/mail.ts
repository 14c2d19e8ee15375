import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A file sent with a mail (an invoice's PDF), kept in the outbox row until sent. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64. */
  content: string;
}

/** Every outgoing mail, written in the transaction that caused it; `sentAt` is set once SMTP accepted it. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** An HTML alternative, when the mail has one (built with every user-written value escaped). */
    html: text('html'),
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  // `/metrics` reads the unsent rows' count and oldest age: the few still waiting, not every mail ever sent.
  (t) => [
    index('outbox_unsent_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
