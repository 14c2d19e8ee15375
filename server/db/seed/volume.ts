import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { refreshProfileRows } from '../profile-columns';

// Agencies by the hundred thousand for volume tests (`npm run seed:agencies`), cloned in SQL from the demo
// catalogue: building each in JavaScript takes minutes per ten thousand on the embedded database, a copy
// made by the database itself takes seconds.

/** A volume agency's name ends in its number; the others are the templates. */
const VOLUME_NAME = ' №[0-9]+$';

/**
 * `count` more published agencies numbered from `start`, each a copy of a demo agency (the templates in id
 * order, taken in turn) with its whole profile — services with ranges and texts, industries, places,
 * languages, cases with their services, client histories — its own name («… №1234»), team size and founding
 * year, and no ИНН. Their catalogue columns are rebuilt. Run it in a transaction: the work tables go with it.
 */
export async function insertVolumeBatch(tx: Db, start: number, count: number): Promise<void> {
  const run = (query: ReturnType<typeof sql>) => tx.execute(query);
  await run(sql`create temp table vol (n int primary key, id int not null, template int not null)
    on commit drop`);
  await run(sql`insert into vol (n, id, template)
    select g, nextval(pg_get_serial_sequence('contractors', 'id')), t.id
    from generate_series(${start}::int, ${start + count - 1}::int) g
    join (select id, (row_number() over (order by id) - 1)::int as k,
                 count(*) over ()::int as templates
          from contractors where is_published and name !~ ${VOLUME_NAME}) t
      on t.k = g % t.templates`);
  await run(sql`insert into contractors
      (id, name, website, description, founded_year, staff_count, city_id, is_published)
    select v.id, c.name || ' №' || v.n, c.website, c.description,
      least(2024, c.founded_year + v.n % 9 - 4), greatest(1, c.staff_count + v.n % 11 - 5),
      c.city_id, true
    from vol v join contractors c on c.id = v.template`);
  await run(sql`insert into service_contractors (contractor_id, service_id, service_range_id, description)
    select v.id, s.service_id, s.service_range_id, s.description
    from vol v join service_contractors s on s.contractor_id = v.template`);
  await run(sql`insert into industry_contractors (contractor_id, industry_id)
    select v.id, i.industry_id from vol v join industry_contractors i on i.contractor_id = v.template`);
  await run(sql`insert into contractor_languages (contractor_id, language_id)
    select v.id, l.language_id from vol v join contractor_languages l on l.contractor_id = v.template`);
  await run(sql`insert into location_contractors (contractor_id, country_id, city_id)
    select v.id, l.country_id, l.city_id
    from vol v join location_contractors l on l.contractor_id = v.template`);
  await run(sql`insert into contractor_client_histories
      (contractor_id, brand_id, client_name, industry_id, year_from, year_to, text)
    select v.id, h.brand_id, h.client_name, h.industry_id, h.year_from, h.year_to, h.text
    from vol v join contractor_client_histories h on h.contractor_id = v.template`);
  await run(sql`create temp table vol_cases (old int not null, id int not null, contractor int not null)
    on commit drop`);
  await run(sql`insert into vol_cases (old, id, contractor)
    select k.id, nextval(pg_get_serial_sequence('cases', 'id')), v.id
    from vol v join cases k on k.contractor_id = v.template`);
  await run(sql`insert into cases (id, contractor_id, title, text, industry_id, year, brand_id,
      client_name, budget, results, position)
    select c.id, c.contractor, k.title, k.text, k.industry_id, k.year, k.brand_id, k.client_name,
      k.budget, k.results, k.position
    from vol_cases c join cases k on k.id = c.old`);
  await run(sql`insert into service_cases (service_contractor_id, case_id)
    select mine.id, c.id
    from vol_cases c
    join service_cases sk on sk.case_id = c.old
    join service_contractors theirs on theirs.id = sk.service_contractor_id
    join service_contractors mine
      on mine.contractor_id = c.contractor and mine.service_id = theirs.service_id`);
  await refreshProfileRows(tx, sql`id in (select id from vol)`);
}
