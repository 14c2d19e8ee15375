import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { contractors } from './schema';

/** Sorted distinct ids from a subquery of one `id` column, `{}` when none. */
const ids = (subquery: ReturnType<typeof sql>) =>
  sql`coalesce((select array_agg(distinct x.id order by x.id) from (${subquery}) x), '{}'::integer[])`;

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

/**
 * Rebuilds the profile-derived columns of the agencies matching `where` and bumps their profile version. The
 * contractor module's refreshProfiles() calls it after each profile write; the seed and the volume generator
 * call it for many agencies at once.
 */
export async function refreshProfileRows(db: Db, where: SQL): Promise<void> {
  await db
    .update(contractors)
    .set({
      profileVersion: sql`${contractors.profileVersion} + 1`,
      updatedAt: sql`now()`,
      ...profileColumns(contractors),
    })
    .where(where);
}
