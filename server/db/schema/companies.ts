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
    /**
     * A colleague the owner invited: until its user sets a password, the invitation holds the address up to
     * this moment (re-sending moves it); null for accounts that were never invited.
     */
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
  },
  (t) => [index('company_accounts_company_idx').on(t.companyId)],
);

/** Every invitation mail a client company sent, for its hourly limit (as `staff_invitation_sends`). */
export const companyInvitationSends = pgTable(
  'company_invitation_sends',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('company_invitation_sends_company_idx').on(t.companyId, t.sentAt)],
);
