import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const industries = pgTable('industries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});
