import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { catalogueVersion, contractorMatchKeys, contractorSearch, contractors } from './schema';

/** Sorted distinct ids from a subquery of one `id` column, `{}` when none. */
const ids = (subquery: ReturnType<typeof sql>) =>
  sql`coalesce((select array_agg(distinct x.id order by x.id) from (${subquery}) x), '{}'::integer[])`;

/** A price of each of the agency's services' ranges, aligned with `service_ids`, null where it has none. */
const prices = (price: SQL, c: typeof contractors) =>
  sql`coalesce((select array_agg(${price} order by sc.service_id) from service_contractors sc
      left join service_ranges r on r.id = sc.service_range_id where sc.contractor_id = ${c.id}),
    '{}'::bigint[])`;

/** The profile-derived columns of the agency row `c` (search document, catalogue filter keys). */
const profileColumns = (c: typeof contractors) => ({
  searchDocument: sql`concat_ws(' ',
        ${c.name},
        ${c.description},
        (select string_agg(concat_ws(' ', s.name, sc.description), ' ')
           from service_contractors sc join services s on s.id = sc.service_id
          where sc.contractor_id = ${c.id}),
        (select string_agg(concat_ws(' ', k.title, k.text, k.results, k.client_name), ' ')
           from cases k where k.contractor_id = ${c.id}))`,
  serviceIds: ids(
    sql`select service_id as id from service_contractors where contractor_id = ${c.id}`,
  ),
  industryIds: ids(
    sql`select industry_id as id from industry_contractors where contractor_id = ${c.id}`,
  ),
  languageIds: ids(
    sql`select language_id as id from contractor_languages where contractor_id = ${c.id}`,
  ),
  countryIds:
    ids(sql`select country_id as id from location_contractors where contractor_id = ${c.id}
      union select country_id from cities where id = ${c.cityId}`),
  cityIds: ids(sql`select city_id as id from location_contractors
      where contractor_id = ${c.id} and city_id is not null
      union select ${c.cityId} where ${c.cityId} is not null`),
  minPrice: sql`(select min(r.min_price) from service_contractors sc
      join service_ranges r on r.id = sc.service_range_id where sc.contractor_id = ${c.id})`,
});

/** Matching's own keys of the agency row `c`, beyond the copies of its catalogue keys. */
const matchingKeys = (c: typeof contractors) => ({
  // Null when any range is open-ended (or there is none): no upper bound.
  maxPrice: sql`(select case when bool_and(r.max_price is not null) then max(r.max_price) end
      from service_contractors sc
      join service_ranges r on r.id = sc.service_range_id where sc.contractor_id = ${c.id})`,
  // One element per service in `service_ids`' order (one row per agency and service).
  serviceMinPrices: prices(sql`r.min_price`, c),
  serviceMaxPrices: prices(sql`r.max_price`, c),
  nationwideCountryIds: ids(sql`select country_id as id from location_contractors
      where contractor_id = ${c.id} and city_id is null`),
  caseIndustryIds: ids(sql`select industry_id as id from cases
      where contractor_id = ${c.id} and industry_id is not null`),
  clientIndustryIds: ids(sql`select industry_id as id from contractor_client_histories
      where contractor_id = ${c.id} and industry_id is not null`),
  caseCount: sql`(select count(*)::int from cases where contractor_id = ${c.id})`,
  // A review's overall score is the mean of its four; their sum is rounded once, as reviewPoints() rounds it.
  reviewCount: sql`(select count(*)::int from contractor_reviews where contractor_id = ${c.id})`,
  reviewStars: sql`(select coalesce(round(sum(quality + deadlines + communication + value) / 4.0), 0)::int
      from contractor_reviews where contractor_id = ${c.id})`,
  // Paid periods are contiguous (an extension starts where the last one ends), so the latest end is when the
  // priority stops; one already past reads as none at ranking time, so no clock is needed here.
  planPriorityUntil: sql`(select max(s.ends_at) from subscriptions s join plans p on p.id = s.plan_id
      where s.contractor_id = ${c.id} and s.status = 'active' and p.matching_priority)`,
});

/**
 * Rebuilds the profile-derived columns of the agencies matching `where`, their matching row
 * (`contractor_match_keys`) and their search vector (`contractor_search`), bumps their profile version and the catalogue's (every stored ranking made before
 * is stale). The contractor module's refreshProfiles() calls it after each profile write; the seed and the
 * volume generator call it for many agencies at once.
 */
export async function refreshProfileRows(db: Db, where: SQL): Promise<void> {
  await db
    .insert(catalogueVersion)
    .values({ id: true, version: 1 })
    .onConflictDoUpdate({
      target: catalogueVersion.id,
      set: { version: sql`${catalogueVersion.version} + 1` },
    });
  await db
    .update(contractors)
    .set({
      profileVersion: sql`${contractors.profileVersion} + 1`,
      updatedAt: sql`now()`,
      ...profileColumns(contractors),
    })
    .where(where);
  const keys = {
    contractorId: contractors.id,
    isPublished: contractors.isPublished,
    staffCount: contractors.staffCount,
    minPrice: contractors.minPrice,
    serviceIds: contractors.serviceIds,
    industryIds: contractors.industryIds,
    languageIds: contractors.languageIds,
    countryIds: contractors.countryIds,
    cityIds: contractors.cityIds,
    ...matchingKeys(contractors),
    // The version just bumped above, in this transaction: a ranking index reads the rows newer than its own.
    catalogueVersion: sql`(select ${catalogueVersion.version} from ${catalogueVersion})`,
  };
  const names = Object.keys(keys) as (keyof typeof keys)[];
  const column = (name: keyof typeof keys) => sql.identifier(contractorMatchKeys[name].name);
  await db.execute(sql`insert into ${contractorMatchKeys} (${sql.join(names.map(column), sql`, `)})
    select ${sql.join(
      names.map((name) => keys[name]),
      sql`, `,
    )} from ${contractors} where ${where}
    on conflict (contractor_id) do update set ${sql.join(
      names
        .filter((name) => name !== 'contractorId')
        .map((name) => sql`${column(name)} = excluded.${column(name)}`),
      sql`, `,
    )}`);
  await db.execute(sql`insert into ${contractorSearch} (contractor_id, search_vector)
    select ${contractors.id}, to_tsvector('russian', ${contractors.searchDocument}) from ${contractors}
    where ${where}
    on conflict (contractor_id) do update set search_vector = excluded.search_vector`);
}
