import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import { BUDGET_BAND_KEYS, BUDGET_BAND_ROUBLES } from '../../../contract/budget';
import type { HardFilter, MatchingCriterion } from '../../../contract/matching';
import type { MatchingRequirements } from '../../../contract/requirements';
import type { Db } from '../../../server/db/client';
import { refreshProfileRows } from '../../../server/db/profile-columns';
import { selectRows } from '../../../server/db/rows';
import {
  cases,
  contractorClientHistories,
  contractorLanguages,
  contractors,
  industryContractors,
  locationContractors,
  serviceContractors,
} from '../../../server/db/schema';

// Random agencies for the matching tests, written through the profile tables, and an oracle: the ranking's
// rules in plain TypeScript over the same agencies, written from the rules, not from the statement.

export interface Reference {
  services: { id: number; ranges: { id: number; min: number; max: number | null }[] }[];
  industries: number[];
  languages: number[];
  places: { countryId: number; cityIds: number[] }[];
}

export interface Agency {
  id: number;
  published: boolean;
  staff: number | null;
  headCity: number | null;
  services: { serviceId: number; range: { id: number; min: number; max: number | null } | null }[];
  industries: number[];
  languages: number[];
  places: { countryId: number; cityId: number | null }[];
  caseIndustries: (number | null)[];
  clientIndustries: (number | null)[];
}

/** A small slice of the reference data, so random agencies and requirements overlap often. */
export async function loadReference(db: Db): Promise<Reference> {
  const rows = <T>(query: SQL) => selectRows<T>(db, query);
  const services = await rows<{
    id: number;
    ranges: { id: number; min: number; max: number | null }[];
  }>(
    sql`select s.id, json_agg(json_build_object('id', r.id, 'min', r.min_price, 'max', r.max_price)
        order by r.position) as ranges
      from services s join service_ranges r on r.service_id = s.id
      group by s.id having count(*) >= 2 order by s.id limit 5`,
  );
  const ids = async (table: string, n: number) =>
    (await rows<{ id: number }>(sql.raw(`select id from ${table} order by id limit ${n}`))).map(
      (row) => row.id,
    );
  const places = await rows<{ countryId: number; cityIds: number[] }>(
    sql`select country_id as "countryId", (array_agg(id order by id))[1:3] as "cityIds"
      from cities group by country_id having count(*) >= 3 order by country_id limit 2`,
  );
  return {
    services,
    industries: await ids('industries', 4),
    languages: await ids('languages', 3),
    places,
  };
}

const subset = <T>(items: readonly T[], maxLength = items.length) =>
  fc.subarray([...items], { maxLength: Math.min(maxLength, items.length) });

export function agencyArb(ref: Reference): fc.Arbitrary<Omit<Agency, 'id'>> {
  const city = fc.constantFrom(...ref.places.flatMap((p) => p.cityIds));
  const place = fc.constantFrom(...ref.places).chain((p) =>
    fc.record({
      countryId: fc.constant(p.countryId),
      cityId: fc.option(fc.constantFrom(...p.cityIds), { freq: 2 }),
    }),
  );
  const service = (s: Reference['services'][number]) =>
    fc.record({
      serviceId: fc.constant(s.id),
      range: fc.option(fc.constantFrom(...s.ranges), { freq: 6 }),
    });
  const industry = fc.option(fc.constantFrom(...ref.industries), { freq: 4 });
  return fc.record({
    published: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, fc.constant(false)),
    staff: fc.option(fc.integer({ min: 1, max: 60 }), { freq: 8 }),
    headCity: fc.option(city, { freq: 3 }),
    services: subset(ref.services).chain((picked) => fc.tuple(...picked.map(service))),
    industries: subset(ref.industries),
    languages: subset(ref.languages),
    places: fc.uniqueArray(place, {
      minLength: 1,
      maxLength: 3,
      selector: (p) => `${p.countryId}:${p.cityId}`,
    }),
    caseIndustries: fc.array(industry, { maxLength: 12 }),
    clientIndustries: fc.array(industry, { maxLength: 3 }),
  });
}

/** Requirements over the reference slice, naming some of `agencyIds` as excluded, included, whitelisted. */
export function requirementsArb(ref: Reference, agencyIds: readonly number[]) {
  const price = fc.option(fc.constantFrom(0, 100_000, 500_000, 1_000_000, 3_000_000, 20_000_000), {
    freq: 2,
  });
  const listOf = (ids: readonly number[], maxLength: number) =>
    fc.oneof({ weight: 2, arbitrary: fc.constant<number[]>([]) }, subset(ids, maxLength));
  return fc.record({
    version: fc.constant<number>(1),
    services: subset(ref.services, 2).chain((picked) =>
      fc.tuple(
        ...picked.map((s) =>
          fc.tuple(price, price).map(([a, b]) => ({
            serviceId: s.id,
            minPrice: a !== null && b !== null ? Math.min(a, b) : a,
            maxPrice: a !== null && b !== null ? Math.max(a, b) : b,
          })),
        ),
      ),
    ),
    industryIds: subset(ref.industries, 3),
    locations: fc.uniqueArray(
      fc.constantFrom(...ref.places).chain((p) =>
        fc.record({
          countryId: fc.constant(p.countryId),
          cityId: fc.option(fc.constantFrom(...p.cityIds), { freq: 2 }),
        }),
      ),
      { maxLength: 2, selector: (p) => `${p.countryId}:${p.cityId}` },
    ),
    languageIds: subset(ref.languages, 1),
    minStaff: fc.option(fc.integer({ min: 1, max: 30 }), { freq: 3 }),
    excludedIds: listOf(agencyIds, 4),
    includedIds: listOf(agencyIds, 4),
    whitelistIds: fc.oneof(
      { weight: 3, arbitrary: fc.constant<number[]>([]) },
      subset(agencyIds, 12),
    ),
    budget: fc.option(fc.constantFrom(...BUDGET_BAND_KEYS), { freq: 2 }),
  }) satisfies fc.Arbitrary<MatchingRequirements>;
}

/** Replaces every agency with `agencies`, through the profile tables; returns them with their ids. */
export async function insertAgencies(
  db: Db,
  agencies: readonly Omit<Agency, 'id'>[],
): Promise<Agency[]> {
  return db.transaction(async (tx) => {
    await tx.delete(contractors);
    const made: Agency[] = [];
    for (const [index, agency] of agencies.entries()) {
      const [row] = await tx
        .insert(contractors)
        .values({
          name: `Агентство ${index}`,
          isPublished: agency.published,
          staffCount: agency.staff,
          cityId: agency.headCity,
        })
        .returning({ id: contractors.id });
      const id = row!.id;
      made.push({ ...agency, id });
      const each = <T>(items: readonly T[], insert: (items: readonly T[]) => Promise<unknown>) =>
        items.length === 0 ? undefined : insert(items);
      await each(agency.services, (items) =>
        tx.insert(serviceContractors).values(
          items.map((s) => ({
            contractorId: id,
            serviceId: s.serviceId,
            serviceRangeId: s.range?.id,
          })),
        ),
      );
      await each(agency.industries, (items) =>
        tx
          .insert(industryContractors)
          .values(items.map((industryId) => ({ contractorId: id, industryId }))),
      );
      await each(agency.languages, (items) =>
        tx
          .insert(contractorLanguages)
          .values(items.map((languageId) => ({ contractorId: id, languageId }))),
      );
      await each(agency.places, (items) =>
        tx.insert(locationContractors).values(items.map((p) => ({ contractorId: id, ...p }))),
      );
      await each(agency.caseIndustries, (items) =>
        tx
          .insert(cases)
          .values(
            items.map((industryId, n) => ({ contractorId: id, title: `Кейс ${n}`, industryId })),
          ),
      );
      await each(agency.clientIndustries, (items) =>
        tx
          .insert(contractorClientHistories)
          .values(
            items.map((industryId) => ({ contractorId: id, clientName: 'Клиент', industryId })),
          ),
      );
    }
    await refreshProfileRows(tx, sql`true`);
    return made;
  });
}

// ——— the oracle ———

const WEIGHTS: Record<MatchingCriterion, number> = {
  services: 25,
  price: 15,
  industries: 20,
  location: 10,
  languages: 10,
  reviews: 10,
  portfolio: 5,
  plan: 5,
};
/** Whole points of `weight × num / den`, rounded half up; the whole weight when nothing is asked. */
const share = (weight: number, num: number, den: number) =>
  den === 0 ? weight : Math.floor((weight * num) / den + 0.5 + 1e-9);

export interface Expected {
  id: number;
  score: number;
  included: boolean;
  favourite: boolean;
  failed: HardFilter[];
  points: Record<MatchingCriterion, number>;
}

/**
 * The ranking of `agencies` for `r`: never an exclusion nor, with `onlyIds`, an agency outside them; the
 * inclusions and those passing every hard filter, the favourites (`whitelistIds`) first, then by score, id.
 */
export function oracle(
  agencies: readonly Agency[],
  r: MatchingRequirements & { onlyIds?: readonly number[] },
  cityCountry: ReadonlyMap<number, number>,
): Expected[] {
  const band = r.budget === null ? null : BUDGET_BAND_ROUBLES[r.budget];
  const judged = agencies.map((a) => {
    const countries = new Set([
      ...a.places.map((p) => p.countryId),
      ...(a.headCity === null ? [] : [cityCountry.get(a.headCity)!]),
    ]);
    const cities = new Set([
      ...a.places.flatMap((p) => (p.cityId === null ? [] : [p.cityId])),
      ...(a.headCity === null ? [] : [a.headCity]),
    ]);
    const nationwide = new Set(a.places.filter((p) => p.cityId === null).map((p) => p.countryId));
    const offered = new Map(a.services.map((s) => [s.serviceId, s]));
    const worksIn = (l: MatchingRequirements['locations'][number]) =>
      l.cityId === null
        ? countries.has(l.countryId)
        : cities.has(l.cityId) || nationwide.has(l.countryId);
    const ranges = a.services.flatMap((s) => (s.range === null ? [] : [s.range]));
    let low: number | null;
    let high: number | null; // Infinity: no upper bound
    if (r.services.length > 0) {
      const mine = r.services.flatMap((s) =>
        offered.has(s.serviceId) ? [offered.get(s.serviceId)!] : [],
      );
      low = mine.reduce((sum, s) => sum + (s.range?.min ?? 0), 0);
      high = mine.some((s) => s.range?.max == null)
        ? Infinity
        : mine.reduce((sum, s) => sum + s.range!.max!, 0);
    } else {
      low = ranges.length === 0 ? null : Math.min(...ranges.map((x) => x.min));
      high =
        ranges.length === 0
          ? null
          : ranges.some((x) => x.max === null)
            ? Infinity
            : Math.max(...ranges.map((x) => x.max!));
    }
    const affordable = band === null || band.max === null || (low !== null && low <= band.max);
    const pass: Record<HardFilter, boolean> = {
      published: a.published,
      services: r.services.every((s) => offered.has(s.serviceId)),
      location: r.locations.length === 0 || r.locations.some(worksIn),
      languages: r.languageIds.every((id) => a.languages.includes(id)),
      staff: r.minStaff === null || (a.staff !== null && a.staff >= r.minStaff),
      budget: affordable,
    };
    const priceChecks = [
      ...r.services
        .filter((s) => s.minPrice !== null || s.maxPrice !== null)
        .map((s) => {
          const range = offered.get(s.serviceId)?.range ?? null;
          return (
            range !== null &&
            (s.maxPrice === null || range.min <= s.maxPrice) &&
            (s.minPrice === null || range.max === null || range.max >= s.minPrice)
          );
        }),
      ...(band === null ? [] : [affordable && low !== null && high !== null && high >= band.min]),
    ];
    const count = (xs: boolean[]) => xs.filter(Boolean).length;
    const cased = a.caseIndustries.filter((id) => id !== null);
    const clients = a.clientIndustries.filter((id) => id !== null);
    const points: Record<MatchingCriterion, number> = {
      services: share(
        WEIGHTS.services,
        count(r.services.map((s) => offered.has(s.serviceId))),
        r.services.length,
      ),
      price: share(WEIGHTS.price, count(priceChecks), priceChecks.length),
      industries: share(
        WEIGHTS.industries,
        r.industryIds.reduce(
          (sum, id) =>
            sum +
            (a.industries.includes(id) ? 2 : 0) +
            (cased.includes(id) ? 2 : 0) +
            (clients.includes(id) ? 1 : 0),
          0,
        ),
        5 * r.industryIds.length,
      ),
      location: share(WEIGHTS.location, count(r.locations.map(worksIn)), r.locations.length),
      languages: share(
        WEIGHTS.languages,
        count(r.languageIds.map((id) => a.languages.includes(id))),
        r.languageIds.length,
      ),
      // No reviews: the prior's average 4.2 on the 1…5 scale.
      reviews: share(WEIGHTS.reviews, 42 - 10, 40),
      portfolio: share(WEIGHTS.portfolio, Math.min(a.caseIndustries.length, 10), 10),
      plan: 0,
    };
    const failed = (Object.keys(pass) as HardFilter[]).filter((key) => !pass[key]);
    return {
      id: a.id,
      score: Object.values(points).reduce((sum, p) => sum + p, 0),
      included: r.includedIds.includes(a.id),
      favourite: r.whitelistIds.includes(a.id),
      failed,
      points,
    };
  });
  return judged
    .filter((a) => !r.excludedIds.includes(a.id) && (a.included || a.failed.length === 0))
    .filter((a) => r.onlyIds === undefined || r.onlyIds.includes(a.id))
    .map((a) => ({ ...a, failed: a.included ? a.failed : [] }))
    .sort((a, b) => Number(b.favourite) - Number(a.favourite) || b.score - a.score || a.id - b.id);
}
