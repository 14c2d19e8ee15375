import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { brands } from './catalog';
import { companies } from './companies';
import { contractors } from './contractors';
import { industries } from './industries';
import { cities, countries, languages } from './location';
import { serviceRanges, services } from './services';
import { users } from './users';

/**
 * A client company's project. `budget`: a key of BUDGET_BANDS (contract/budget.ts); `status`: one of
 * PROJECT_STATUSES (contract/project.ts).
 */
export const projects = pgTable(
  'projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    budget: text('budget'),
    startDate: date('start_date', { mode: 'string' }),
    deadline: date('deadline', { mode: 'string' }),
    status: text('status').notNull().default('draft'),
    // Bumped by every change of what the ranking reads (requirements, budget): a stored ranking made from
    // an older version is stale.
    requirementsVersion: integer('requirements_version').notNull().default(1),
    /** Invitees read only the brief's outline until they accept the confidentiality terms. */
    confidential: boolean('confidential').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('projects_company_idx').on(t.companyId),
    check('projects_dates_ck', sql`${t.deadline} >= ${t.startDate}`),
  ],
);

/** A project's requirements: one row per project, its sub-records below. */
export const requirements = pgTable('requirements', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .unique()
    .references(() => projects.id, { onDelete: 'cascade' }),
  comment: text('comment').notNull().default(''),
  /** The smallest team the client accepts; null: any. */
  minStaff: integer('min_staff'),
});

const requirementRef = () =>
  integer('requirement_id')
    .notNull()
    .references(() => requirements.id, { onDelete: 'cascade' });

/** A service the project needs and the price band the client has in mind for it. */
export const requirementServices = pgTable(
  'requirement_services',
  {
    id: serial('id').primaryKey(),
    requirementId: requirementRef(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    serviceRangeId: integer('service_range_id')
      .notNull()
      .references(() => serviceRanges.id),
  },
  (t) => [unique('requirement_services_uq').on(t.requirementId, t.serviceId)],
);

export const requirementIndustries = pgTable(
  'requirement_industries',
  {
    id: serial('id').primaryKey(),
    requirementId: requirementRef(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
  },
  (t) => [unique('requirement_industries_uq').on(t.requirementId, t.industryId)],
);

export const requirementLanguages = pgTable(
  'requirement_languages',
  {
    id: serial('id').primaryKey(),
    requirementId: requirementRef(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (t) => [unique('requirement_languages_uq').on(t.requirementId, t.languageId)],
);

/** Where the agency must work: a whole country (`cityId` null) or one of its cities. */
export const requirementLocations = pgTable(
  'requirement_locations',
  {
    id: serial('id').primaryKey(),
    requirementId: requirementRef(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
  },
  (t) => [
    unique('requirement_locations_uq')
      .on(t.requirementId, t.countryId, t.cityId)
      .nullsNotDistinct(),
  ],
);

/**
 * Agencies the client names: `exclusion` (never shown), `inclusion` (shown whatever the filters say),
 * `whitelist` (the project's favourites). Excluded is exclusive of the other two (the service checks it).
 */
export const requirementAgencies = pgTable(
  'requirement_agencies',
  {
    id: serial('id').primaryKey(),
    requirementId: requirementRef(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
  },
  (t) => [
    unique('requirement_agencies_uq').on(t.requirementId, t.kind, t.contractorId),
    index('requirement_agencies_contractor_idx').on(t.contractorId),
    check(
      'requirement_agencies_kind_ck',
      sql`${t.kind} in ('exclusion', 'inclusion', 'whitelist')`,
    ),
  ],
);

/**
 * A competitor the client names in its brief: a known brand, or a company by name or ИНН. An agency serving
 * one is flagged for this project (never hidden).
 */
export const projectCompetitors = pgTable(
  'project_competitors',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id').references(() => brands.id),
    name: text('name').notNull().default(''),
    inn: text('inn'),
  },
  (t) => [
    index('project_competitors_project_idx').on(t.projectId),
    check(
      'project_competitors_named_ck',
      sql`${t.brandId} is not null or ${t.name} <> '' or ${t.inn} is not null`,
    ),
  ],
);
