import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  brands,
  cases,
  cities,
  contractorClientHistories,
  contractorLanguages,
  contractors,
  countries,
  industries,
  industryContractors,
  languages,
  locationContractors,
  serviceCases,
  serviceContractors,
  serviceRanges,
  services,
} from '../../../server/db/schema';

// The agency profile's rows, read and made straight in the database: fixtures of the profile tests and
// the authorization matrix, and the «a refused write changes nothing» snapshot.

const dbOf = (app: FastifyInstance) => app.db.db;

/** Everything a profile write may touch, for one agency: its version, search text and every part's rows. */
export async function profileState(app: FastifyInstance, contractorId: number) {
  const db = dbOf(app);
  const byAgency = (t: { contractorId: PgColumn }) => eq(t.contractorId, contractorId);
  const [agency] = await db.select().from(contractors).where(eq(contractors.id, contractorId));
  const agencyCases = await db.select().from(cases).where(byAgency(cases)).orderBy(asc(cases.id));
  const agencyServices = await db
    .select()
    .from(serviceContractors)
    .where(byAgency(serviceContractors))
    .orderBy(asc(serviceContractors.id));
  return {
    agency,
    services: agencyServices,
    serviceCases:
      agencyServices.length === 0
        ? []
        : await db
            .select()
            .from(serviceCases)
            .where(
              inArray(
                serviceCases.serviceContractorId,
                agencyServices.map((s) => s.id),
              ),
            )
            .orderBy(asc(serviceCases.id)),
    industries: await db
      .select()
      .from(industryContractors)
      .where(byAgency(industryContractors))
      .orderBy(asc(industryContractors.id)),
    locations: await db
      .select()
      .from(locationContractors)
      .where(byAgency(locationContractors))
      .orderBy(asc(locationContractors.id)),
    languages: await db
      .select()
      .from(contractorLanguages)
      .where(byAgency(contractorLanguages))
      .orderBy(asc(contractorLanguages.id)),
    histories: await db
      .select()
      .from(contractorClientHistories)
      .where(byAgency(contractorClientHistories))
      .orderBy(asc(contractorClientHistories.id)),
    cases: agencyCases,
  };
}

/** The profile version and search document of an agency. */
export async function profileVersion(app: FastifyInstance, contractorId: number) {
  const [row] = await dbOf(app)
    .select({ version: contractors.profileVersion, document: contractors.searchDocument })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  return row!;
}

/** A service the agency does not offer yet, one of its ranges, and a range of another service. */
export async function serviceNotIn(app: FastifyInstance, contractorId: number, skip = 0) {
  const db = dbOf(app);
  const offered = db
    .select({ id: serviceContractors.serviceId })
    .from(serviceContractors)
    .where(eq(serviceContractors.contractorId, contractorId));
  const [service] = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(notInArray(services.id, offered))
    .orderBy(asc(services.id))
    .offset(skip)
    .limit(1);
  expect(service, 'a service the agency does not offer').toBeDefined();
  const ranges = await db
    .select({ id: serviceRanges.id, service: serviceRanges.serviceId })
    .from(serviceRanges)
    .orderBy(asc(serviceRanges.id));
  const own = ranges.filter((r) => r.service === service!.id);
  return {
    service: service!.id,
    name: service!.name,
    range: own[0]!.id,
    otherRangeOfSame: own[1]?.id,
    foreignRange: ranges.find((r) => r.service !== service!.id)!.id,
  };
}

/** A row of `service_contractors` of the agency, made for a test. */
export async function insertService(app: FastifyInstance, contractorId: number, skip = 0) {
  const { service, range } = await serviceNotIn(app, contractorId, skip);
  const [row] = await dbOf(app)
    .insert(serviceContractors)
    .values({ contractorId, serviceId: service, serviceRangeId: range, description: 'Текст' })
    .returning();
  return row!;
}

export async function insertCase(app: FastifyInstance, contractorId: number, title = 'Кейс') {
  const [row] = await dbOf(app).insert(cases).values({ contractorId, title }).returning();
  return row!;
}

export async function insertServiceCase(app: FastifyInstance, contractorId: number) {
  const service = await insertService(app, contractorId);
  const agencyCase = await insertCase(app, contractorId);
  const [row] = await dbOf(app)
    .insert(serviceCases)
    .values({ serviceContractorId: service.id, caseId: agencyCase.id })
    .returning();
  return row!;
}

const notLinked = async <T extends { id: number }>(
  app: FastifyInstance,
  all: () => Promise<T[]>,
  linkedIds: () => Promise<{ id: number }[]>,
  skip = 0,
) => {
  const linked = new Set((await linkedIds()).map((r) => r.id));
  const free = (await all()).filter((r) => !linked.has(r.id));
  expect(free.length, 'a free reference').toBeGreaterThan(skip);
  void app;
  return free[skip]!;
};

export const industryNotIn = (app: FastifyInstance, contractorId: number, skip = 0) =>
  notLinked(
    app,
    () => dbOf(app).select({ id: industries.id }).from(industries).orderBy(asc(industries.id)),
    () =>
      dbOf(app)
        .select({ id: industryContractors.industryId })
        .from(industryContractors)
        .where(eq(industryContractors.contractorId, contractorId)),
    skip,
  );

export const languageNotIn = (app: FastifyInstance, contractorId: number, skip = 0) =>
  notLinked(
    app,
    () => dbOf(app).select({ id: languages.id }).from(languages).orderBy(asc(languages.id)),
    () =>
      dbOf(app)
        .select({ id: contractorLanguages.languageId })
        .from(contractorLanguages)
        .where(eq(contractorLanguages.contractorId, contractorId)),
    skip,
  );

/** A city the agency does not list, with its country. */
export const cityNotIn = (app: FastifyInstance, contractorId: number, skip = 0) =>
  notLinked(
    app,
    () =>
      dbOf(app)
        .select({ id: cities.id, country: cities.countryId })
        .from(cities)
        .orderBy(asc(cities.id)),
    async () =>
      (
        await dbOf(app)
          .select({ id: locationContractors.cityId })
          .from(locationContractors)
          .where(eq(locationContractors.contractorId, contractorId))
      ).flatMap((r) => (r.id === null ? [] : [{ id: r.id }])),
    skip,
  );

/** Two countries with cities: the second's city is «of another country» for the first. */
export async function twoCountries(app: FastifyInstance) {
  const rows = await dbOf(app)
    .select({ country: countries.id, city: cities.id })
    .from(countries)
    .innerJoin(cities, eq(cities.countryId, countries.id))
    .orderBy(asc(countries.id), asc(cities.id));
  const first = rows[0]!;
  const second = rows.find((r) => r.country !== first.country)!;
  return { first, second };
}

/** A whole-country place (no city) the agency does not list. */
export async function countryNotIn(app: FastifyInstance, contractorId: number) {
  const listed = await dbOf(app)
    .select({ id: locationContractors.countryId })
    .from(locationContractors)
    .where(
      and(eq(locationContractors.contractorId, contractorId), isNull(locationContractors.cityId)),
    );
  return notLinked(
    app,
    () => dbOf(app).select({ id: countries.id }).from(countries).orderBy(asc(countries.id)),
    () => Promise.resolve(listed),
  );
}

export async function insertLocation(app: FastifyInstance, contractorId: number) {
  const city = await cityNotIn(app, contractorId);
  const [row] = await dbOf(app)
    .insert(locationContractors)
    .values({ contractorId, countryId: city.country, cityId: city.id })
    .returning();
  return row!;
}

export async function insertIndustry(app: FastifyInstance, contractorId: number) {
  const industry = await industryNotIn(app, contractorId);
  const [row] = await dbOf(app)
    .insert(industryContractors)
    .values({ contractorId, industryId: industry.id })
    .returning();
  return row!;
}

export async function insertLanguage(app: FastifyInstance, contractorId: number) {
  const language = await languageNotIn(app, contractorId);
  const [row] = await dbOf(app)
    .insert(contractorLanguages)
    .values({ contractorId, languageId: language.id })
    .returning();
  return row!;
}

export async function insertHistory(app: FastifyInstance, contractorId: number) {
  const [row] = await dbOf(app)
    .insert(contractorClientHistories)
    .values({ contractorId, clientName: 'Клиент', yearFrom: 2020, yearTo: 2021 })
    .returning();
  return row!;
}

export async function someBrand(app: FastifyInstance, skip = 0) {
  const rows = await dbOf(app).select({ id: brands.id }).from(brands).orderBy(asc(brands.id));
  return rows[skip]!.id;
}

export async function someIndustry(app: FastifyInstance, skip = 0) {
  const rows = await dbOf(app)
    .select({ id: industries.id })
    .from(industries)
    .orderBy(asc(industries.id));
  return rows[skip]!.id;
}
