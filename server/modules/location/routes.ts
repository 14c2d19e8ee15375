import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import {
  cities,
  contractorLanguages,
  contractors,
  countries,
  languages,
  locationContractors,
} from '../../db/schema';
import { detailRoute, listRoute, selectById } from '../../http/paged-list';
import { endpoint, typed } from '../../http/route-kit';
import { contains } from '../../http/sql';

const countryColumns = { id: countries.id, name: countries.name, code: countries.code };
const cityColumns = { id: cities.id, name: cities.name, country: cities.countryId };
const languageColumns = { id: languages.id, name: languages.name, code: languages.code };

export function locationRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  // "Has contractors": a published agency is linked to it (for a country: the whole country or a city of it).
  const hasPublishedAgency = (link: PgTable, linkContractorId: PgColumn, linked: SQL) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(link)
        .innerJoin(contractors, eq(contractors.id, linkContractorId))
        .where(and(linked, eq(contractors.isPublished, true))),
    );
  const countryHasContractors = hasPublishedAgency(
    locationContractors,
    locationContractors.contractorId,
    eq(locationContractors.countryId, countries.id),
  );
  const languageHasContractors = hasPublishedAgency(
    contractorLanguages,
    contractorLanguages.contractorId,
    eq(contractorLanguages.languageId, languages.id),
  );

  // Countries and languages: searched by name, optionally only those with a published agency.
  const withContractorsList = (
    served: typeof API.location.countries | typeof API.location.languages,
    table: typeof countries | typeof languages,
    hasContractors: SQL,
  ) =>
    listRoute(app, served, {
      from: table,
      columns: { id: table.id, name: table.name, code: table.code },
      where: ({ search, with_existing_contractors: withContractors }) =>
        and(
          search ? contains(table.name, search) : undefined,
          withContractors ? hasContractors : undefined,
        ),
      orderBy: [asc(table.position), asc(table.id)],
    });

  withContractorsList(API.location.countries, countries, countryHasContractors);
  detailRoute(app, API.location.country, { from: countries, columns: countryColumns });

  listRoute(app, API.location.cities, {
    from: cities,
    columns: cityColumns,
    where: ({ search, country }) =>
      and(
        search ? contains(cities.name, search) : undefined,
        country ? eq(cities.countryId, country) : undefined,
      ),
    orderBy: [asc(cities.countryId), asc(cities.position), asc(cities.id)],
  });
  detailRoute(app, API.location.city, { from: cities, columns: cityColumns });

  // Not paginated: a city picker needs every city of the chosen country at once (at most a few hundred).
  r.route({
    ...endpoint(app, API.location.citiesOfCountry),
    handler: async (request) => {
      const { id } = request.params;
      await selectById(db, countries, { id: countries.id }, id);
      return db
        .select(cityColumns)
        .from(cities)
        .where(eq(cities.countryId, id))
        .orderBy(asc(cities.position), asc(cities.id));
    },
  });

  withContractorsList(API.location.languages, languages, languageHasContractors);
  detailRoute(app, API.location.language, { from: languages, columns: languageColumns });
}
