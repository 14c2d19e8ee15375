import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { BudgetBand } from '../../../contract/budget';
import { brands } from './catalog';
import { contractors, serviceContractors } from './contractors';
import { industries } from './industries';

const contractorRef = () =>
  integer('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' });

/** A piece of an agency's portfolio. Its services are the `service_cases` links. */
export const cases = pgTable(
  'cases',
  {
    id: serial('id').primaryKey(),
    contractorId: contractorRef(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    industryId: integer('industry_id').references(() => industries.id),
    year: integer('year'),
    // A known brand, or the client's name as the agency wrote it when the brand is not in our list.
    brandId: integer('brand_id').references(() => brands.id),
    clientName: text('client_name').notNull().default(''),
    budget: text('budget').$type<BudgetBand>(),
    results: text('results').notNull().default(''),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cases_contractor_idx').on(t.contractorId),
    index('cases_industry_idx').on(t.industryId),
  ],
);

/** A case that proves a service the agency offers. */
export const serviceCases = pgTable(
  'service_cases',
  {
    id: serial('id').primaryKey(),
    serviceContractorId: integer('service_contractor_id')
      .notNull()
      .references(() => serviceContractors.id, { onDelete: 'cascade' }),
    caseId: integer('case_id')
      .notNull()
      .references(() => cases.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('service_cases_uq').on(t.serviceContractorId, t.caseId),
    index('service_cases_case_idx').on(t.caseId),
  ],
);

/** A client the agency served: a known brand or a name, its industry and the years. */
export const contractorClientHistories = pgTable(
  'contractor_client_histories',
  {
    id: serial('id').primaryKey(),
    contractorId: contractorRef(),
    brandId: integer('brand_id').references(() => brands.id),
    clientName: text('client_name').notNull().default(''),
    industryId: integer('industry_id').references(() => industries.id),
    yearFrom: integer('year_from'),
    yearTo: integer('year_to'),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contractor_client_histories_contractor_idx').on(t.contractorId),
    index('contractor_client_histories_industry_idx').on(t.industryId),
  ],
);
