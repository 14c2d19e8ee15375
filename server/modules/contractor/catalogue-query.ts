import { sql, type SQL } from 'drizzle-orm';
import type { CatalogueOrdering, CatalogueQuery } from '../../../contract/catalogue';
import { catalogueVersion } from '../../db/schema';
import type { PageWindow } from '../../http/pagination';

/** What the catalogue statement needs from a request: the parsed query without its page. */
export type CatalogueFilters = Omit<CatalogueQuery, 'page' | 'page_size'>;

/** The faceted filters; each facet counts with every filter but its own. */
export type FacetName =
  'services' | 'industries' | 'languages' | 'countries' | 'cities' | 'team_sizes';
export const FACETS: readonly FacetName[] = [
  'services',
  'industries',
  'languages',
  'countries',
  'cities',
  'team_sizes',
];

/** One row of the statement: the catalogue's version, a page entry, or the ids the search found. */
export interface CatalogueRow {
  kind: 'version' | 'page' | 'found';
  id: number | null;
  pos: number | null;
  n: number | null;
  ids: number[] | null;
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

/**
 * What the catalogue asks the database, in one statement: the catalogue's version (its facets are counted over
 * the in-memory index caught up with it: catalogue-facets.ts), the page's ids in order and, with a search, the
 * ids of every published agency it finds (under the price cap), for the facets.
 */
export function catalogueStatement(f: CatalogueFilters, win: PageWindow): SQL {
  const words = searchWords(f.search);
  const searching = words !== undefined;
  const conditions = facetConditions(f);
  const present = FACETS.filter((name) => conditions[name] !== undefined);
  const hit =
    present.length === 0
      ? sql`true`
      : sql.join(
          present.map((name) => sql`coalesce(${conditions[name]}, false)`),
          sql` and `,
        );
  // The rank reads the agency's whole search vector, the costliest step: only for the hits, and only when
  // they are ordered by it.
  const ranked = searching && (f.ordering === undefined || f.ordering === 'relevance');
  const rank = ranked
    ? sql`case when ${hit} then ts_rank(c.search_vector, (select query from q)) end`
    : sql`null::real`;
  const found = sql`select c.id, c.staff_count, ${orderColumns(f.ordering, searching)} ${rank} as rank,
      ${hit} as hit
    from contractors c
    where c.is_published
      ${searching ? sql`and c.search_vector @@ (select query from q)` : sql``}
      ${f.price_max !== undefined ? sql`and c.min_price <= ${f.price_max}` : sql``}
      ${!searching && present.length > 0 ? sql`and ${hit}` : sql``}`;
  // Narrowed, the agencies are found first and then ordered: reading them in the name index's order until a
  // page of them pass took seconds when they sort late. Else the default order's page is the index's head.
  const narrowed = searching || present.length > 0 || f.price_max !== undefined;
  return sql`with ${searching ? sql`q as (select ${tsquery(words)} as query),` : sql``}
  found as ${narrowed ? sql`materialized` : sql``} (${found})
  select 'version' as kind, null::int as id, null::int as pos,
    coalesce((select ${catalogueVersion.version} from ${catalogueVersion}), 0)::float8 as n, null::int[] as ids
  union all select 'page', p.id, p.pos::int, null, null
    from unnest(array(select id from found where hit
      order by ${orderOf(f.ordering, searching)} limit ${win.limit} offset ${win.offset}))
      with ordinality as p(id, pos)
  ${searching ? sql`union all select 'found', null, null, null, array_agg(id) from found` : sql``}`;
}
