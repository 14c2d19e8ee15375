import { and, asc, eq, exists, sql } from 'drizzle-orm';
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
import { selectById, selectPage } from '../../http/paged-list';
import { endpoint, typed } from '../../http/route-kit';
import { contains } from '../../http/sql';

const countryColumns = { id: countries.id, name: countries.name, code: countries.code };
const cityColumns = { id: cities.id, name: cities.name, country: cities.countryId };
const languageColumns = { id: languages.id, name: languages.name, code: languages.code };

export function locationRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  // A country "has contractors" when a published agency works there (whole country or one of its cities).
  const countryHasContractors = exists(
    db
      .select({ one: sql`1` })
      .from(locationContractors)
      .innerJoin(contractors, eq(contractors.id, locationContractors.contractorId))
      .where(
        and(eq(locationContractors.countryId, countries.id), eq(contractors.isPublished, true)),
      ),
  );
  const languageHasContractors = exists(
    db
      .select({ one: sql`1` })
      .from(contractorLanguages)
      .innerJoin(contractors, eq(contractors.id, contractorLanguages.contractorId))
      .where(
        and(eq(contractorLanguages.languageId, languages.id), eq(contractors.isPublished, true)),
      ),
  );

  r.route({
    ...endpoint(app, API.location.countries),
    handler: (request) => {
      const { search, with_existing_contractors: withContractors } = request.query;
      return selectPage(request, db, {
        from: countries,
        columns: countryColumns,
        where: and(
          search ? contains(countries.name, search) : undefined,
          withContractors ? countryHasContractors : undefined,
        ),
        orderBy: [asc(countries.position), asc(countries.id)],
      });
    },
  });

  r.route({
    ...endpoint(app, API.location.country),
    handler: (request) => selectById(db, countries, countryColumns, request.params.id),
  });

  r.route({
    ...endpoint(app, API.location.cities),
    handler: (request) => {
      const { search, country: countryId } = request.query;
      return selectPage(request, db, {
        from: cities,
        columns: cityColumns,
        where: and(
          search ? contains(cities.name, search) : undefined,
          countryId ? eq(cities.countryId, countryId) : undefined,
        ),
        orderBy: [asc(cities.countryId), asc(cities.position), asc(cities.id)],
      });
    },
  });

  r.route({
    ...endpoint(app, API.location.city),
    handler: (request) => selectById(db, cities, cityColumns, request.params.id),
  });

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

  r.route({
    ...endpoint(app, API.location.languages),
    handler: (request) => {
      const { search, with_existing_contractors: withContractors } = request.query;
      return selectPage(request, db, {
        from: languages,
        columns: languageColumns,
        where: and(
          search ? contains(languages.name, search) : undefined,
          withContractors ? languageHasContractors : undefined,
        ),
        orderBy: [asc(languages.position), asc(languages.id)],
      });
    },
  });

  r.route({
    ...endpoint(app, API.location.language),
    handler: (request) => selectById(db, languages, languageColumns, request.params.id),
  });
}
