import { sql, type SQL } from 'drizzle-orm';
import { qualityPointsSql } from '../scoring';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cities, countries, languages } from './location';
import { serviceRanges, services } from './services';
import { industries } from './industries';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const idArray = (name: string) =>
  integer(name)
    .array()
    .notNull()
    .default(sql`'{}'::integer[]`);

const priceArray = (name: string) =>
  bigint(name, { mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{}'::bigint[]`);

const UPPER = 'АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯABCDEFGHIJKLMNOPQRSTUVWXYZё';
const LOWER = 'абвгдеежзийклмнопрстуфхцчшщъыьэюяabcdefghijklmnopqrstuvwxyzе';
/** Legal forms that may open a name written without quotes («ООО Ромашка»). */
const LEADING_LEGAL_FORMS = '^(\\s*(ооо|оао|зао|пао|нао|ао|ип|ано|llc|ltd|inc)\\s+)+';

/** The sort key of an agency's name (see `sortName`), as SQL a generated column may hold (immutable). */
const sortNameOf = (name: AnyPgColumn): SQL => {
  const folded = sql`translate(${name}, ${sql.raw(`'${UPPER}'`)}, ${sql.raw(`'${LOWER}'`)})`;
  return sql`btrim(translate(coalesce(substring(${folded} from '[«"“„](.+)[»"”“]'),
    regexp_replace(${folded}, ${sql.raw(`'${LEADING_LEGAL_FORMS}'`)}, '')), '«»"“”„', ''))`;
};

/** The agency. Its full profile grows with later issues. One agency per ИНН. */
export const contractors = pgTable(
  'contractors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    inn: text('inn'),
    website: text('website'),
    description: text('description').notNull().default(''),
    foundedYear: integer('founded_year'),
    staffCount: integer('staff_count'),
    cityId: integer('city_id').references(() => cities.id),
    isPublished: boolean('is_published').notNull().default(false),
    logoId: integer('logo_id').references((): AnyPgColumn => avatars.id, { onDelete: 'set null' }),
    // The catalogue's full-text document: name, description, services and case texts, rebuilt on every
    // profile write (a generated column cannot read other tables).
    searchDocument: text('search_document').notNull().default(''),
    // The catalogue's order by name: the quoted name if there is one, else the name without a legal form, in
    // lower case with ё as е and no quotes («Digital-агентство «Северный ветер»» → «северный ветер»). Cases
    // are folded by translate(), not lower(), which leaves Cyrillic alone under the C locale.
    sortName: text('sort_name')
      .notNull()
      .generatedAlwaysAs((): SQL => sortNameOf(contractors.name)),
    // The catalogue's filter keys, copied from the profile's tables by refreshProfiles() so one row answers
    // every filter and facet: services, industries, languages, countries and cities (locations and head
    // office), and the lowest price any of its service ranges starts at.
    serviceIds: idArray('service_ids'),
    industryIds: idArray('industry_ids'),
    languageIds: idArray('language_ids'),
    countryIds: idArray('country_ids'),
    cityIds: idArray('city_ids'),
    minPrice: bigint('min_price', { mode: 'number' }),
    // Bumped on every profile write; a stored ranking made from an older version is stale.
    profileVersion: integer('profile_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contractors_published_idx').on(t.isPublished),
    // The catalogue's filters without a search: the agencies passing them are read from this index instead of
    // a scan of every agency's arrays.
    index('contractors_filters_idx')
      .using('gin', t.serviceIds, t.industryIds, t.languageIds, t.countryIds, t.cityIds)
      .where(sql`${t.isPublished}`),
    // The catalogue's default order (by name, as catalogue-query.ts sorts): its first page is the index's
    // first rows instead of a sort of every published agency.
    index('contractors_name_order_idx')
      .on(sql`${t.sortName} collate "C"`, t.id)
      .where(sql`${t.isPublished}`),
    uniqueIndex('contractors_inn_uq').on(t.inn),
  ],
);

/**
 * An agency's image (its logo among them): re-encoded, with a thumbnail. Here, not with the other uploads
 * (media.ts), because the agency's row points at it too.
 */
export const avatars = pgTable(
  'avatars',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Bytes of the stored rendition (not of the upload). */
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('avatars_contractor_idx').on(t.contractorId)],
);

/**
 * The search vector of each agency's document, apart from its row (`refreshProfileRows` writes both in one
 * transaction): the catalogue's search reads only this narrow table and its index, ten times fewer pages than
 * the agency rows, and ranks a page's hits by it. Kept out of line uncompressed (migration 0036), so a
 * rank reads it without inflating it.
 */
export const contractorSearch = pgTable(
  'contractor_search',
  {
    contractorId: integer('contractor_id')
      .primaryKey()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [index('contractor_search_idx').using('gin', t.searchVector)],
);

/**
 * Matching's own row per agency: everything its ranking reads, rebuilt with the agency's profile columns in
 * the same transaction (`refreshProfileRows`), so a ranking scans this narrow table alone and the agency row
 * the catalogue searches stays narrow. Besides copies of the catalogue's keys: the highest price (null: a
 * range without an upper bound), each service's range in the order of `service_ids` (null: none, or no
 * upper bound), the countries it works in as a whole (a place without a city), the industries of its cases
 * and of its client histories, and its number of cases.
 */
export const contractorMatchKeys = pgTable(
  'contractor_match_keys',
  {
    contractorId: integer('contractor_id')
      .primaryKey()
      .references((): AnyPgColumn => contractors.id, { onDelete: 'cascade' }),
    isPublished: boolean('is_published').notNull(),
    // The scalar keys come before the arrays: a row is read up to the last column a ranking needs, and each
    // array before it must be stepped over by its length, so the per-candidate scores read few of them.
    staffCount: integer('staff_count'),
    caseCount: integer('case_count').notNull().default(0),
    /** The clients' project reviews of the agency: how many, and their overall stars summed (whole stars). */
    reviewCount: integer('review_count').notNull().default(0),
    reviewStars: integer('review_stars').notNull().default(0),
    /** The reviews' and the portfolio's points, which depend on no project (`qualityPointsSql`). */
    qualityPoints: integer('quality_points')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        qualityPointsSql({
          reviews: sql`review_count`,
          stars: sql`review_stars`,
          cases: sql`case_count`,
        }),
      ),
    /**
     * Until when a paid plan with `matching_priority` earns the ranking's «Платный тариф» criterion: the
     * latest end of the agency's paid periods of such a plan (null: never paid for one). Past = none.
     */
    planPriorityUntil: timestamp('plan_priority_until', { withTimezone: true }),
    minPrice: bigint('min_price', { mode: 'number' }),
    maxPrice: bigint('max_price', { mode: 'number' }),
    serviceIds: idArray('service_ids'),
    serviceMinPrices: priceArray('service_min_prices'),
    serviceMaxPrices: priceArray('service_max_prices'),
    languageIds: idArray('language_ids'),
    countryIds: idArray('country_ids'),
    cityIds: idArray('city_ids'),
    nationwideCountryIds: idArray('nationwide_country_ids'),
    industryIds: idArray('industry_ids'),
    caseIndustryIds: idArray('case_industry_ids'),
    clientIndustryIds: idArray('client_industry_ids'),
    /** The catalogue's version that wrote the row: the server's ranking index reads only rows newer than its own. */
    catalogueVersion: bigint('catalogue_version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    // The hard filters' keys of the published agencies, in one index: a ranking reads only the agencies that
    // offer the required services (and speak, work where asked) instead of scanning them all.
    index('contractor_match_keys_filters_idx')
      .using('gin', t.serviceIds, t.languageIds, t.countryIds, t.cityIds, t.nationwideCountryIds)
      .where(sql`${t.isPublished}`),
    // Every fresh ranking asks until when the running priorities hold (the earliest end still ahead): an
    // index range read instead of a scan of every agency.
    index('contractor_match_keys_catalogue_version_idx').on(t.catalogueVersion),
    index('contractor_match_keys_plan_priority_idx')
      .on(t.planPriorityUntil)
      .where(sql`${t.planPriorityUntil} is not null`),
  ],
);

const contractorRef = () =>
  integer('contractor_id')
    .notNull()
    .references(() => contractors.id, { onDelete: 'cascade' });

/** Where an agency works: a whole country (`cityId` null) or one city. */
export const locationContractors = pgTable(
  'location_contractors',
  {
    id: serial('id').primaryKey(),
    contractorId: contractorRef(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    cityId: integer('city_id').references(() => cities.id),
  },
  (t) => [
    index('location_contractors_contractor_idx').on(t.contractorId),
    index('location_contractors_country_idx').on(t.countryId),
    // The same country (city null) or the same city once per agency: NULL counts as a value here.
    unique('location_contractors_uq').on(t.contractorId, t.countryId, t.cityId).nullsNotDistinct(),
  ],
);

export const contractorLanguages = pgTable(
  'contractor_languages',
  {
    id: serial('id').primaryKey(),
    contractorId: contractorRef(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
  },
  (t) => [
    unique('contractor_languages_uq').on(t.contractorId, t.languageId),
    index('contractor_languages_language_idx').on(t.languageId),
  ],
);

export const serviceContractors = pgTable(
  'service_contractors',
  {
    id: serial('id').primaryKey(),
    contractorId: contractorRef(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id),
    serviceRangeId: integer('service_range_id').references(() => serviceRanges.id),
    description: text('description').notNull().default(''),
  },
  (t) => [
    unique('service_contractors_uq').on(t.contractorId, t.serviceId),
    index('service_contractors_service_idx').on(t.serviceId),
  ],
);

export const industryContractors = pgTable(
  'industry_contractors',
  {
    id: serial('id').primaryKey(),
    contractorId: contractorRef(),
    industryId: integer('industry_id')
      .notNull()
      .references(() => industries.id),
  },
  (t) => [
    unique('industry_contractors_uq').on(t.contractorId, t.industryId),
    index('industry_contractors_industry_idx').on(t.industryId),
  ],
);
