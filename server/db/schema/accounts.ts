import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

/** `client`, `contractor`, `contractor_user`. */
export const accountTypes = pgTable('account_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/** An employee's role inside its agency. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
});
