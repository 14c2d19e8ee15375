import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { industries } from './industries';
import { cities } from './location';
import { users } from './users';

/** A client's company. `size`: one of COMPANY_SIZES in contract/company.ts. One company per ИНН. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    inn: text('inn').notNull(),
    website: text('website'),
    description: text('description').notNull().default(''),
    cityId: integer('city_id').references(() => cities.id),
    industryId: integer('industry_id').references(() => industries.id),
    size: text('size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('companies_inn_uq').on(t.inn)],
);

/** Links a user to its company: one company per user; the creator is the owner. */
export const companyAccounts = pgTable(
  'company_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    isOwner: boolean('is_owner').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('company_accounts_company_idx').on(t.companyId)],
);
