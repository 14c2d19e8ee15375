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

/** The order of a page read from the agency rows; relevance without a search is by name. */
const orderOf = (ordering: CatalogueOrdering | undefined): SQL =>
  ordering === undefined || ordering === 'relevance' ? ORDER.name : ORDER[ordering];

/** The columns the page's order reads beyond id and staff_count: `found` carries nothing else. */
function orderColumns(ordering: CatalogueOrdering | undefined): SQL {
  if (ordering === 'name' || ordering === undefined || ordering === 'relevance')
    return sql`c.sort_name`;
  if (ordering === '-created_at') return sql`c.created_at`;
  if (ordering === 'founded_year') return sql`c.founded_year`;
  return sql`null`;
}

const currentVersion = sql`coalesce((select ${catalogueVersion.version} from ${catalogueVersion}), 0)::float8`;

/** What the statements of a catalogue page give: the catalogue's version and the ids they found. */
export interface CatalogueRead {
  version: number;
  ids: number[];
}

/**
 * Without a search, in one statement: the catalogue's version (the facets are counted over the in-memory
 * index caught up with it: catalogue-facets.ts) and the page's ids in order, the filters applied here.
 */
export function browseStatement(f: CatalogueFilters, win: PageWindow): SQL {
  const conditions = facetConditions(f);
  const present = FACETS.filter((name) => conditions[name] !== undefined);
  const filters = [
    ...(f.price_max !== undefined ? [sql`c.min_price <= ${f.price_max}`] : []),
    ...present.map((name) => conditions[name]!),
  ];
  const found = sql`select c.id, c.staff_count, ${orderColumns(f.ordering)}
    from contractors c
    where c.is_published ${sql.join(
      filters.map((condition) => sql` and ${condition}`),
      sql``,
    )}`;
  // Faceted, the agencies are found first (the filters' index) and then ordered: reading them in the name index's
  // order until a page of them pass took seconds when they sort late. Else (a price cap passes most) the
  // order's index gives the page.
  return sql`with found as ${present.length > 0 ? sql`materialized` : sql``} (${found})
  select ${currentVersion} as version, array(select id from found
    order by ${orderOf(f.ordering)} limit ${win.limit} offset ${win.offset}) as ids`;
}

/**
 * With a search, first: the catalogue's version and every agency the search words find, published or not (the
 * in-memory index filters them). Reads only the narrow `contractor_search` and its index.
 */
export function searchStatement(words: string): SQL {
  return sql`select ${currentVersion} as version, array(select s.contractor_id from contractor_search s
    where s.search_vector @@ ${tsquery(words)}) as ids`;
}

/**
 * With a search, then: the page of `hits` (the agencies found that pass every filter) in the query's order;
 * by relevance, the rank of each hit's search vector.
 */
export function searchPageStatement(
  words: string,
  hits: readonly number[],
  ordering: CatalogueOrdering | undefined,
  win: PageWindow,
): SQL {
  const window = sql`limit ${win.limit} offset ${win.offset}`;
  if (ordering === undefined || ordering === 'relevance')
    return sql`select array(select s.contractor_id from contractor_search s
      where s.contractor_id = any(${intArray(hits)})
      order by ts_rank(s.search_vector, ${tsquery(words)}) desc, s.contractor_id ${window}) as ids`;
  return sql`select array(select c.id from contractors c where c.id = any(${intArray(hits)})
    order by ${orderOf(ordering)} ${window}) as ids`;
}
