import { sql, type SQL } from 'drizzle-orm';
import { BUDGET_BAND_ROUBLES } from '../../../contract/budget';
import { MATCHING_CRITERIA, type HardFilter } from '../../../contract/matching';
import type { MatchingRequirements } from '../../../contract/requirements';
import { cardRowJson, type CardRow } from '../agency-cards';
import { int, pointsSql, reviewPointsSql } from '../../db/scoring';

// The ranking as one statement over the agency's own row (its stored matching keys, profile-columns.ts).
// Each requirement is unrolled into the SQL as literals, one small expression per required id, so a
// candidate is scored without a subquery; the same expressions say, for the page's rows, what matched.

/**
 * What a ranking ranks by: the requirements and, to rank some agencies alone, `onlyIds` — no other agency is
 * ranked, not even an inclusion (the favourites when the client asks for them only, or the agencies whose
 * scores a comparison needs). Absent: every agency the requirements let through.
 */
export type RankingInput = MatchingRequirements & { onlyIds?: readonly number[] };

/** One row of the statement: a ranked agency of the page, with what the explanation needs. */
export interface MatchingRow {
  id: number;
  score: number;
  total: number;
  included: boolean;
  /** In the project's favourites (`whitelistIds`): listed before every other agency. */
  favourite: boolean;
  points: Record<keyof typeof MATCHING_CRITERIA, number>;
  failed: Record<HardFilter, boolean>;
  matched: {
    services: number[];
    priceServices: number[];
    band: boolean | null;
    industriesProfile: number[];
    industriesCases: number[];
    industriesClients: number[];
    locations: number[];
    languages: number[];
  };
  caseCount: number;
  reviewCount: number;
  /** The overall stars of its reviews, summed (whole stars). */
  reviewStars: number;
  /** The name of the plan in force whose priority earned the `plan` points; null without them. */
  planName: string | null;
  /** With `cards`: the agency's card row. */
  card?: CardRow;
  names: Record<
    'services' | 'industries' | 'languages' | 'countries' | 'cities',
    Record<string, string>
  >;
}

export const intArray = (ids: readonly number[]) => {
  for (const id of ids) int(id); // throws for anything but an integer
  return sql.raw(`'{${ids.join(',')}}'::integer[]`);
};

/** The expressions of one row source (`c`, the table, or `p`, the page). */
export function expressions(t: 'c' | 'p', r: MatchingRequirements) {
  const col = (name: string) => sql.raw(`${t}.${name}`);
  const has = (column: string, id: number) => sql`(${col(column)} @> ${intArray([id])})`;
  const position = (serviceId: number) =>
    sql`array_position(${col('service_ids')}, ${int(serviceId)})`;
  const minOf = (serviceId: number) => sql`${col('service_min_prices')}[${position(serviceId)}]`;
  const maxOf = (serviceId: number) => sql`${col('service_max_prices')}[${position(serviceId)}]`;
  const sum = (parts: SQL[]) => (parts.length === 0 ? sql`0` : sql.join(parts, sql` + `));
  const any = (parts: SQL[]) => sql`(${sql.join(parts, sql` or `)})`;
  const countOf = (parts: SQL[]) => sum(parts.map((part) => sql`(${part})::int`));
  const serviceIds = r.services.map((s) => s.serviceId);
  const offers = (serviceId: number) => has('service_ids', serviceId);
  // A service's price range meets the client's: it has one, and the two overlap.
  const priced = r.services.filter((s) => s.minPrice !== null || s.maxPrice !== null);
  const priceFits = (s: MatchingRequirements['services'][number]) =>
    sql.join(
      [
        s.maxPrice === null
          ? sql`${minOf(s.serviceId)} is not null`
          : sql`coalesce(${minOf(s.serviceId)} <= ${int(s.maxPrice)}, false)`,
        ...(s.minPrice === null
          ? []
          : [sql`coalesce(${maxOf(s.serviceId)} >= ${int(s.minPrice)}, true)`]),
      ],
      sql` and `,
    );
  const worksIn = (l: MatchingRequirements['locations'][number]) =>
    l.cityId === null
      ? has('country_ids', l.countryId)
      : sql`(${has('city_ids', l.cityId)} or ${has('nationwide_country_ids', l.countryId)})`;

  // The cheapest and dearest the agency is for the required services (all of its own when none is
  // required); null dearest: no upper bound.
  const low =
    serviceIds.length === 0
      ? col('min_price')
      : sum(serviceIds.map((id) => sql`coalesce(${minOf(id)}, 0)`));
  const high =
    serviceIds.length === 0
      ? col('max_price')
      : sql`case when ${any(serviceIds.map((id) => sql`(${offers(id)} and ${maxOf(id)} is null)`))}
          then null else ${sum(serviceIds.map((id) => sql`coalesce(${maxOf(id)}, 0)`))} end`;
  const band = r.budget === null ? null : BUDGET_BAND_ROUBLES[r.budget];
  const affordable =
    band === null || band.max === null
      ? sql`true`
      : sql`coalesce(${low} <= ${int(band.max)}, false)`;
  const bandFits =
    band === null
      ? null
      : sql`(${affordable} and ${low} is not null
          and coalesce(${high} >= ${int(band.min)}, true))`;

  const pass: Record<HardFilter, SQL> = {
    published: col('is_published'),
    services:
      serviceIds.length === 0 ? sql`true` : sql`${col('service_ids')} @> ${intArray(serviceIds)}`,
    location: r.locations.length === 0 ? sql`true` : any(r.locations.map(worksIn)),
    languages:
      r.languageIds.length === 0
        ? sql`true`
        : sql`${col('language_ids')} @> ${intArray(r.languageIds)}`,
    staff:
      r.minStaff === null
        ? sql`true`
        : sql`coalesce(${col('staff_count')} >= ${int(r.minStaff)}, false)`,
    budget: affordable,
  };

  /** A criterion's whole points: its share `num / den`, or the whole weight when nothing is required. */
  const points = (criterion: keyof typeof MATCHING_CRITERIA, num: SQL, den: number) =>
    den === 0
      ? int(MATCHING_CRITERIA[criterion].weight)
      : pointsSql(MATCHING_CRITERIA[criterion].weight, num, den);
  const priceChecks = [...priced.map(priceFits), ...(bandFits === null ? [] : [bandFits])];
  const industryUnits = (id: number) =>
    sql`(2 * ${has('industry_ids', id)}::int + 2 * ${has('case_industry_ids', id)}::int
      + ${has('client_industry_ids', id)}::int)`;
  /** The criteria's points; `now` (the request's clock) decides whether a plan's priority still holds. */
  const score = (now: Date): Record<keyof typeof MATCHING_CRITERIA, SQL> => ({
    services: points('services', countOf(serviceIds.map(offers)), serviceIds.length),
    price: points('price', countOf(priceChecks), priceChecks.length),
    industries: points(
      'industries',
      sum(r.industryIds.map(industryUnits)),
      5 * r.industryIds.length,
    ),
    location: points('location', countOf(r.locations.map(worksIn)), r.locations.length),
    languages: points(
      'languages',
      countOf(r.languageIds.map((id) => has('language_ids', id))),
      r.languageIds.length,
    ),
    reviews: reviewPointsSql(col('review_count'), col('review_stars')),
    portfolio: points('portfolio', sql`least(${col('case_count')}, 10)`, 10),
    plan: sql`(case when ${col('plan_priority_until')} > ${now.toISOString()}::timestamptz
      then ${int(MATCHING_CRITERIA.plan.weight)} else 0 end)`,
  });

  /**
   * The same points for an agency known to pass every hard filter: the criteria those filters already decide
   * (every required service and language, the only required place) are their whole weight, not computed.
   */
  const passingScore = (now: Date): Record<keyof typeof MATCHING_CRITERIA, SQL> => {
    const whole = (criterion: keyof typeof MATCHING_CRITERIA) =>
      int(MATCHING_CRITERIA[criterion].weight);
    const full = score(now);
    // It offers every required service and is affordable, so the band fits unless its dearest is below the
    // band (a service without a top price, null, has none); the cheapest is known, but for no service at all.
    const bandFitsPassing =
      band === null
        ? []
        : [
            sql`(${band.max === null && serviceIds.length === 0 ? sql`${low} is not null and ` : sql``}coalesce(${
              serviceIds.length === 0 ? col('max_price') : sum(serviceIds.map(maxOf))
            } >= ${int(band.min)}, true))`,
          ];
    const checks = [...priced.map(priceFits), ...bandFitsPassing];
    return {
      ...full,
      price: points('price', countOf(checks), checks.length),
      services: whole('services'),
      languages: whole('languages'),
      location: r.locations.length <= 1 ? whole('location') : full.location,
    };
  };

  // The agency names a price for every required service (for none required: any price at all).
  const namesPrice =
    serviceIds.length === 0
      ? sql`${col('min_price')} is not null`
      : sql.join(
          serviceIds.map((id) => sql`${minOf(id)} is not null`),
          sql` and `,
        );
  // What the whole-ranking statement of the tests (their oracle) builds its explanations from.
  const parts = { has, offers, priceFits, worksIn, bandFits, priced, serviceIds };
  return { pass, score, passingScore, low, namesPrice, parts };
}

/** Every agency's matching keys, as the row source `c` of the statements. */
export const CANDIDATES = sql`(select k.contractor_id as id, k.* from contractor_match_keys k) c`;

/**
 * Which agencies of `c` a ranking holds: never an excluded one, nor one outside `onlyIds` when given; the
 * client's inclusions (when `withInclusions`) and the agencies passing every hard filter but those of `except`.
 */
export function candidateFilter(
  r: RankingInput,
  { withInclusions = true, except = [] }: { withInclusions?: boolean; except?: HardFilter[] } = {},
): SQL {
  const c = expressions('c', r);
  const filters = (Object.keys(c.pass) as HardFilter[]).filter((key) => !except.includes(key));
  const passes = sql`(${sql.join(
    filters.map((key) => c.pass[key]),
    sql` and `,
  )})`;
  // Without inclusions the filters stand alone, so the planner may answer them from the filters' index.
  const included = withInclusions && r.includedIds.length > 0;
  const only = r.onlyIds === undefined ? sql`` : sql`c.id = any(${intArray(r.onlyIds)}) and `;
  return sql`${only}c.id <> all(${intArray(r.excludedIds)}) and ${
    included ? sql`(c.id = any(${intArray(r.includedIds)}) or ${passes})` : passes
  }`;
}

/** The criteria's points of a `c` row summed, those of reviews and portfolio read from their stored sum. */
const sumOf = ({
  reviews: _,
  portfolio: __,
  ...rest
}: Record<keyof typeof MATCHING_CRITERIA, SQL>) =>
  sql`(c.quality_points + ${sql.join(
    Object.values(rest).map((part) => sql`(${part})`),
    sql` + `,
  )})`;

/**
 * The score in `c` at `now` of an agency of `candidateFilter(r)`: the sum of its criteria's points, the
 * criteria its hard filters decide taken whole unless it is one of the client's inclusions (which may fail them).
 */
export function scoreOf(r: MatchingRequirements, now: Date): SQL {
  const c = expressions('c', r);
  const passing = sumOf(c.passingScore(now));
  return r.includedIds.length === 0
    ? passing
    : sql`case when c.id = any(${intArray(r.includedIds)}) then ${sumOf(c.score(now))} else ${passing} end`;
}

/** The names of the required ids, as one JSON object (computed once per statement). */
export function namesOf(r: MatchingRequirements): SQL {
  const names = (table: string, ids: readonly number[]) =>
    sql`coalesce((select json_object_agg(id, name) from ${sql.raw(table)} where id = any(${intArray(ids)})), '{}'::json)`;
  return sql`json_build_object(
    'services', ${names(
      'services',
      r.services.map((s) => s.serviceId),
    )},
    'industries', ${names('industries', r.industryIds)},
    'languages', ${names('languages', r.languageIds)},
    'countries', ${names(
      'countries',
      r.locations.map((l) => l.countryId),
    )},
    'cities', ${names(
      'cities',
      r.locations.flatMap((l) => (l.cityId === null ? [] : [l.cityId])),
    )})`;
}

/** The name of the plan in force at `now` for the agency `p.id` whose priority counts in the ranking. */
export const planNameAt = (now: Date) => sql`(select pl.name from subscriptions s
    join plans pl on pl.id = s.plan_id
    where s.contractor_id = p.id and s.status = 'active' and pl.matching_priority
      and s.starts_at <= ${now.toISOString()}::timestamptz and s.ends_at > ${now.toISOString()}::timestamptz
    order by s.starts_at desc limit 1)`;

/**
 * What the database adds to a page ranked in memory, in one row: the names of the required ids (`names`), the
 * card rows of the agencies `cardIds` (`cards`, by id) and the plan in force at `now` of the agencies `planIds`
 * (`plans`, by id).
 */
export function pageExtrasStatement(
  r: MatchingRequirements,
  now: Date,
  { cardIds, planIds }: { cardIds: readonly number[]; planIds: readonly number[] },
): SQL {
  const byId = (ids: readonly number[], value: SQL) =>
    ids.length === 0
      ? sql`'{}'::json`
      : sql`(select json_object_agg(p.id, ${value}) from unnest(${intArray(ids)}) as p(id))`;
  return sql`select ${namesOf(r)} as names, ${byId(cardIds, cardRowJson(sql`p.id`))} as cards,
    ${byId(planIds, planNameAt(now))} as plans`;
}
