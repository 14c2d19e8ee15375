import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

/** Known companies: shown as clients in cases and, with `cooperateNow`, as working with us now. */
export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  website: text('website').notNull(),
  logo: text('logo'),
  cooperateNow: boolean('cooperate_now').notNull().default(false),
});

/**
 * Agency tariffs; prices in rubles per month, VAT included. A limit column of `null` is no limit
 * (contract/tariff-rules.ts names them).
 */
export const plans = pgTable('plans', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  priceMonth: integer('price_month').notNull(),
  description: text('description').notNull(),
  features: jsonb('features').$type<string[]>().notNull(),
  isPopular: boolean('is_popular').notNull().default(false),
  position: integer('position').notNull().default(0),
  proposalsPerMonth: integer('proposals_per_month'),
  maxServices: integer('max_services'),
  maxCases: integer('max_cases'),
  maxMaterials: integer('max_materials'),
  maxEmployees: integer('max_employees'),
  /** Earns the visible «Платный тариф» criterion of the ranking. */
  matchingPriority: boolean('matching_priority').notNull().default(false),
});

/** Why an agency declines an invitation (`side` agency) or why a client rejects a proposal (`side` client). */
export const refusalReasons = pgTable(
  'refusal_reasons',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    side: text('side', { enum: ['agency', 'client'] })
      .notNull()
      .default('agency'),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('refusal_reasons_side_name_uq').on(t.side, t.name)],
);

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull().unique(),
  summary: text('summary').notNull(),
  answer: text('answer').notNull(),
  audience: text('audience', { enum: ['client', 'contractor'] }).notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
