import { asc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { cities, countries, industries, languages, serviceRanges, services } from './schema';

// What a row of a child list names in the catalogue (an agency's industry, a project's required city), for
// `http/child-list.ts`: its column, how a row shows the catalogue row (the fields), where such a row stands
// among its siblings (ties keep the order rows were added in), and for a part of another catalogue row
// (a city of a country), the owner's column and the reference it must match.

/** A catalogue table shown by `fields`, a row naming it standing by its position, then its id. */
const byPosition = <T extends PgTable & { id: PgColumn; position: PgColumn }, F>(
  table: T,
  fields: F,
) => ({
  table,
  id: table.id,
  fields,
  orderBy: [asc(table.position), asc(table.id)],
});

const INDUSTRY = byPosition(industries, { id: industries.id, name: industries.name });
const LANGUAGE = byPosition(languages, {
  id: languages.id,
  name: languages.name,
  code: languages.code,
});
const COUNTRY = byPosition(countries, {
  id: countries.id,
  name: countries.name,
  code: countries.code,
});
const SERVICE = byPosition(services, { id: services.id, name: services.name });

/** Cities of one position stand in the order they were added, not by id. */
const CITY = {
  table: cities,
  id: cities.id,
  fields: { id: cities.id, name: cities.name, country: cities.countryId },
  orderBy: [asc(cities.position)],
  owner: cities.countryId,
};

/** A row names a service once, so its price range adds nothing to its place. */
const SERVICE_RANGE = {
  table: serviceRanges,
  id: serviceRanges.id,
  fields: {
    id: serviceRanges.id,
    name: serviceRanges.name,
    min_price: serviceRanges.minPrice,
    max_price: serviceRanges.maxPrice,
  },
  orderBy: [],
  owner: serviceRanges.serviceId,
};

export const industryRefs = <C extends PgColumn>(row: { industryId: C }) => ({
  industry: { column: row.industryId, shown: INDUSTRY },
});

export const languageRefs = <C extends PgColumn>(row: { languageId: C }) => ({
  language: { column: row.languageId, shown: LANGUAGE },
});

/** A whole country (city null) or one city of it. */
export const placeRefs = <C extends PgColumn, D extends PgColumn>(row: {
  countryId: C;
  cityId: D;
}) => ({
  country: { column: row.countryId, shown: COUNTRY },
  city: { column: row.cityId, shown: CITY, partOf: 'country' },
});

/** A service and a price range of it. */
export const serviceRefs = <C extends PgColumn, D extends PgColumn>(row: {
  serviceId: C;
  serviceRangeId: D;
}) => ({
  service: { column: row.serviceId, shown: SERVICE },
  service_range: { column: row.serviceRangeId, shown: SERVICE_RANGE, partOf: 'service' },
});
