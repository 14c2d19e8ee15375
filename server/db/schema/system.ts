import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Values generated once and shared by every process of a deployment (JWT secret, seed marker). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
