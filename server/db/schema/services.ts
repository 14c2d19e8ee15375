import { bigint, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const serviceCategories = pgTable('service_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
});

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => serviceCategories.id),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('services_category_idx').on(t.categoryId)],
);

/** A price band of a service, in rubles; `maxPrice` null = open-ended. */
export const serviceRanges = pgTable(
  'service_ranges',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minPrice: bigint('min_price', { mode: 'number' }).notNull(),
    maxPrice: bigint('max_price', { mode: 'number' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('service_ranges_service_idx').on(t.serviceId)],
);
