import { sql, type SQL } from 'drizzle-orm';
import {
  TEAM_SIZES,
  type CatalogueOrdering,
  type CatalogueQuery,
} from '../../../contract/catalogue';
import type { PageWindow } from '../../http/pagination';

/** What the catalogue statement needs from a request: the parsed query without its page. */
export type CatalogueFilters = Omit<CatalogueQuery, 'page' | 'page_size'>;

/** The faceted filters; each facet counts with every filter but its own. */
export type FacetName =
  'services' | 'industries' | 'languages' | 'countries' | 'cities' | 'team_sizes';
const FACETS: readonly FacetName[] = [
  'services',
  'industries',
  'languages',
  'countries',
  'cities',
  'team_sizes',
];

/** One row of the statement: a page entry, the total, or a facet option with its count. */
export interface CatalogueRow {
  kind: 'page' | 'count' | FacetName;
  id: number | null;
  name: string | null;
  pos: number | null;
  n: number | null;
}

const MAX_SEARCH_WORDS = 8;
/** Words of the search text: letters, digits and inner hyphens only, so a lexeme never needs quoting. */
export function searchWords(search: string | undefined): string | undefined {
  if (search === undefined) return undefined;
  const words = search
    .replace(/[^\p{L}\p{N}-]+/gu, ' ')
    .split(' ')
    .map((word) => word.replace(/^-+|-+$/g, ''))
    .filter((word) => word !== '')
    .slice(0, MAX_SEARCH_WORDS);
  return words.length === 0 ? (search.trim() === '' ? undefined : '') : words.join(' ');
}

/**
 * The tsquery of the search text: each word stemmed by the Russian configuration, then matched as a prefix;
 * a stem of 6+ letters loses its last one first, because Snowball stems forms of one word to differing
 * ends («ресторан» → рестора, «ресторанов» → ресторан). No words → NULL, which matches nothing.
 */
const tsquery = (words: string) => sql`(select string_agg(
      '''' || case when length(v.lexeme) >= 6 then left(v.lexeme, -1) else v.lexeme end || ''':*', ' & ')
    from unnest(to_tsvector('russian', ${words}::text)) v)::tsquery`;

const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::integer[]`;

/** The condition of each faceted filter present in the query, by the facet it narrows. */
function facetConditions(f: CatalogueFilters): Partial<Record<FacetName, SQL>> {
  const conditions: Partial<Record<FacetName, SQL>> = {};
  if (f.service?.length) conditions.services = sql`c.service_ids && ${intArray(f.service)}`;
  if (f.industry?.length) conditions.industries = sql`c.industry_ids && ${intArray(f.industry)}`;
  if (f.language?.length) conditions.languages = sql`c.language_ids && ${intArray(f.language)}`;
  if (f.country !== undefined)
    conditions.countries = sql`c.country_ids @> array[${f.country}::integer]`;
  if (f.city !== undefined) conditions.cities = sql`c.city_ids @> array[${f.city}::integer]`;
  const staff = [
    f.staff_min !== undefined ? sql`c.staff_count >= ${f.staff_min}` : undefined,
    f.staff_max !== undefined ? sql`c.staff_count <= ${f.staff_max}` : undefined,
  ].filter((part) => part !== undefined);
  if (staff.length > 0) conditions.team_sizes = sql.join(staff, sql` and `);
  return conditions;
}

const ORDER: Record<Exclude<CatalogueOrdering, 'relevance'>, SQL> = {
  // The stored sort key, by code point: а…я in order once ё reads as е (schema/contractors.ts).
  name: sql`sort_name collate "C", id`,
  '-staff_count': sql`staff_count desc nulls last, id`,
  staff_count: sql`staff_count nulls last, id`,
  '-created_at': sql`created_at desc, id desc`,
  founded_year: sql`founded_year nulls last, id`,
};

function orderOf(ordering: CatalogueOrdering | undefined, searching: boolean): SQL {
  if (ordering === undefined || ordering === 'relevance')
    return searching ? sql`rank desc, id` : ORDER.name;
  return ORDER[ordering];
}

/** The columns the page's order reads beyond id and staff_count: `base` carries nothing else it needs not. */
function orderColumns(ordering: CatalogueOrdering | undefined, searching: boolean): SQL {
  if (ordering === 'name' || ((ordering === undefined || ordering === 'relevance') && !searching))
    return sql`c.sort_name,`;
  if (ordering === '-created_at') return sql`c.created_at,`;
  if (ordering === 'founded_year') return sql`c.founded_year,`;
  return sql``;
}

/** `true and …` over the flags of every filter present except `except`'s. */
const flagsExcept = (present: readonly FacetName[], except: FacetName | null) =>
  sql.join(
    [sql`true`, ...present.filter((name) => name !== except).map((name) => sql.raw(`f_${name}`))],
    sql` and `,
  );

// The buckets are constants of the contract: written into the SQL, they keep their integer type.
const bucketOf = sql.raw(
  `case ${TEAM_SIZES.map((size, index) =>
    size.staff_max === null
      ? `when staff_count >= ${size.staff_min} then ${index}`
      : `when staff_count between ${size.staff_min} and ${size.staff_max} then ${index}`,
  ).join(' ')} end`,
);

/** The reference table of a facet, its option's sort key, and the ids selected in the query. */
function referenceOf(facet: Exclude<FacetName, 'team_sizes'>, f: CatalogueFilters) {
  switch (facet) {
    case 'services':
      return {
        from: sql`services r join service_categories rc on rc.id = r.category_id`,
        pos: sql`rc.position * 1000 + r.position`,
        column: sql`service_ids`,
        selected: f.service ?? [],
      };
    case 'industries':
      return {
        from: sql`industries r`,
        pos: sql`r.position`,
        column: sql`industry_ids`,
        selected: f.industry ?? [],
      };
    case 'languages':
      return {
        from: sql`languages r`,
        pos: sql`r.position`,
        column: sql`language_ids`,
        selected: f.language ?? [],
      };
    case 'countries':
      return {
        from: sql`countries r`,
        pos: sql`r.position`,
        column: sql`country_ids`,
        selected: f.country === undefined ? [] : [f.country],
      };
    case 'cities':
      return {
        from: sql`cities r`,
        pos: sql`r.position`,
        column: sql`city_ids`,
        selected: f.city === undefined ? [] : [f.city],
      };
  }
}

/** A facet's options: the count of `base` rows passing every other filter, per id in the facet's column. */
function facetPart(facet: FacetName, present: readonly FacetName[], f: CatalogueFilters): SQL {
  const others = flagsExcept(present, facet);
  if (facet === 'team_sizes')
    return sql`select 'team_sizes', t.bucket, null::text, t.bucket, count(*)::int
      from (select ${bucketOf} as bucket from base where ${others}) t
      where t.bucket is not null group by t.bucket`;
  const ref = referenceOf(facet, f);
  return sql`select ${sql.raw(`'${facet}'`)}, r.id, r.name, (${ref.pos})::int, coalesce(o.n, 0)
    from ${ref.from}
    left join (select u.id, count(*)::int as n
      from (select unnest(base.${ref.column}) as id from base where ${others}) u group by u.id) o
      on o.id = r.id
    where o.n is not null or r.id = any(${intArray(ref.selected)})`;
}

/**
 * A row failing two faceted filters counts in no facet (each facet waives only its own filter): `base` leaves
 * it out, so the facets count over fewer rows.
 */
const atMostOneFails = (conditions: SQL[]) =>
  sql`(${sql.join(
    conditions.map((condition) => sql`(not coalesce(${condition}, false))::int`),
    sql` + `,
  )}) <= 1`;

/**
 * The whole catalogue answer in one statement: the page's ids in order, the total, and every facet. `base`
 * holds the published agencies matching the unfaceted filters (search, price) with one flag per faceted
 * filter, so each facet counts its rows under the other flags (disjunctive faceting).
 */
export function catalogueStatement(f: CatalogueFilters, win: PageWindow): SQL {
  const words = searchWords(f.search);
  const searching = words !== undefined;
  const conditions = facetConditions(f);
  const present = FACETS.filter((name) => conditions[name] !== undefined);
  const flags = present.map((name) => sql`(${conditions[name]}) as ${sql.raw(`f_${name}`)}`);
  const all = flagsExcept(present, null);
  // The rank reads the agency's whole search vector, the costliest step: only for the hits, and only when
  // they are ordered by it, never for the rows the facets count.
  const ranked = searching && (f.ordering === undefined || f.ordering === 'relevance');
  const hit =
    present.length === 0
      ? sql`true`
      : sql.join(
          present.map((name) => sql`coalesce(${conditions[name]}, false)`),
          sql` and `,
        );
  const rank = ranked
    ? sql`case when ${hit} then ts_rank(c.search_vector, (select query from q)) end`
    : sql`null::real`;
  return sql`with ${searching ? sql`q as (select ${tsquery(words)} as query),` : sql``}
  base as materialized (
    select c.id, c.staff_count, ${orderColumns(f.ordering, searching)}
      c.service_ids, c.industry_ids, c.language_ids, c.country_ids, c.city_ids, ${rank} as rank
      ${flags.length > 0 ? sql`, ${sql.join(flags, sql`, `)}` : sql``}
    from contractors c
    where c.is_published
      ${searching ? sql`and c.search_vector @@ (select query from q)` : sql``}
      ${f.price_max !== undefined ? sql`and c.min_price <= ${f.price_max}` : sql``}
      ${present.length > 1 ? sql`and ${atMostOneFails(present.map((name) => conditions[name]!))}` : sql``}
  ),
  hits as (select * from base where ${all})
  select 'page' as kind, p.id, null::text as name, p.pos::int as pos, null::int as n
    from (select id, row_number() over (order by ${orderOf(f.ordering, searching)}) as pos
      from hits
      order by pos limit ${win.limit} offset ${win.offset}) p
  union all select 'count', null, null, null, count(*)::int from hits
  ${sql.join(
    FACETS.map((facet) => sql`union all ${facetPart(facet, present, f)}`),
    sql` `,
  )}`;
}
