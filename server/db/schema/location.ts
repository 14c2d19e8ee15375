import { index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('cities_country_name_uq').on(t.countryId, t.name),
    index('cities_country_idx').on(t.countryId),
  ],
);

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
  position: integer('position').notNull().default(0),
});
