import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../contract/drf';
import {
  city,
  cityPage,
  citiesQuery,
  country,
  countryPage,
  language,
  languagePage,
  withContractorsQuery,
} from '../../../contract/reference';
import {
  cities,
  contractorLanguages,
  contractors,
  countries,
  languages,
  locationContractors,
} from '../../db/schema';
import { pageFromWindowedRows, pageWindow, withoutTotal } from '../../http/pagination';
import { found, typed } from '../../http/route-kit';
import { contains, windowTotal } from '../../http/sql';

const PREFIX = '/location/api/v1';

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

  r.get(
    `${PREFIX}/countries/`,
    { schema: { querystring: withContractorsQuery, response: { 200: countryPage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const { search, with_existing_contractors: withContractors } = request.query;
      const rows = await db
        .select({ ...countryColumns, total: windowTotal() })
        .from(countries)
        .where(
          and(
            search ? contains(countries.name, search) : undefined,
            withContractors ? countryHasContractors : undefined,
          ),
        )
        .orderBy(asc(countries.position), asc(countries.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, withoutTotal);
    },
  );

  r.get(
    `${PREFIX}/countries/:id/`,
    { schema: { params: idParams, response: { 200: country } } },
    async (request) => {
      const [row] = await db
        .select(countryColumns)
        .from(countries)
        .where(eq(countries.id, request.params.id));
      return found(row);
    },
  );

  r.get(
    `${PREFIX}/cities/`,
    { schema: { querystring: citiesQuery, response: { 200: cityPage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const { search, country: countryId } = request.query;
      const rows = await db
        .select({ ...cityColumns, total: windowTotal() })
        .from(cities)
        .where(
          and(
            search ? contains(cities.name, search) : undefined,
            countryId ? eq(cities.countryId, countryId) : undefined,
          ),
        )
        .orderBy(asc(cities.countryId), asc(cities.position), asc(cities.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, withoutTotal);
    },
  );

  r.get(
    `${PREFIX}/cities/:id/`,
    { schema: { params: idParams, response: { 200: city } } },
    async (request) => {
      const [row] = await db
        .select(cityColumns)
        .from(cities)
        .where(eq(cities.id, request.params.id));
      return found(row);
    },
  );

  // Not paginated: a city picker needs every city of the chosen country at once (at most a few hundred).
  r.get(
    `${PREFIX}/cities/by-country/:id/`,
    { schema: { params: idParams, response: { 200: city.array() } } },
    async (request) => {
      const [exists] = await db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.id, request.params.id));
      found(exists);
      return db
        .select(cityColumns)
        .from(cities)
        .where(eq(cities.countryId, request.params.id))
        .orderBy(asc(cities.position), asc(cities.id));
    },
  );

  r.get(
    `${PREFIX}/languages/`,
    { schema: { querystring: withContractorsQuery, response: { 200: languagePage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const { search, with_existing_contractors: withContractors } = request.query;
      const rows = await db
        .select({ ...languageColumns, total: windowTotal() })
        .from(languages)
        .where(
          and(
            search ? contains(languages.name, search) : undefined,
            withContractors ? languageHasContractors : undefined,
          ),
        )
        .orderBy(asc(languages.position), asc(languages.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, withoutTotal);
    },
  );

  r.get(
    `${PREFIX}/languages/:id/`,
    { schema: { params: idParams, response: { 200: language } } },
    async (request) => {
      const [row] = await db
        .select(languageColumns)
        .from(languages)
        .where(eq(languages.id, request.params.id));
      return found(row);
    },
  );
}
