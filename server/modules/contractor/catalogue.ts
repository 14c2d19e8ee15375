import {
  CATALOGUE_PAGE_SIZE,
  TEAM_SIZES,
  type CatalogueFacets,
  type CatalogueQuery,
  type CatalogueWirePage,
  type FacetOption,
} from '../../../contract/catalogue';
import { compactCataloguePage } from '../../../contract/catalogue-wire';
import type { Db } from '../../db/client';
import { selectRows } from '../../db/rows';
import { pageWindow, toPage, type PageRequest } from '../../http/pagination';
import { catalogueCards } from '../agency-cards';
import { catalogueStatement, type CatalogueRow, type FacetName } from './catalogue-query';

type ListedFacet = Exclude<FacetName, 'team_sizes'>;

const byPosition = (a: FacetOption & { pos: number }, b: FacetOption & { pos: number }) =>
  a.pos - b.pos || a.id - b.id;
const byCount = (a: FacetOption, b: FacetOption) =>
  b.count - a.count || a.name.localeCompare(b.name, 'ru') || a.id - b.id;

/** The statement's facet rows as the contract's facets. */
function toFacets(rows: readonly CatalogueRow[]): CatalogueFacets {
  const listed: Record<ListedFacet, (FacetOption & { pos: number })[]> = {
    services: [],
    industries: [],
    languages: [],
    countries: [],
    cities: [],
  };
  const buckets = new Map<number, number>();
  for (const row of rows) {
    if (row.kind === 'team_sizes') buckets.set(row.id!, row.n!);
    else if (row.kind !== 'page' && row.kind !== 'count')
      listed[row.kind].push({ id: row.id!, name: row.name!, count: row.n!, pos: row.pos! });
  }
  const strip = (options: (FacetOption & { pos: number })[]) =>
    options.map(({ pos: _, ...option }) => option);
  return {
    services: strip(listed.services.sort(byPosition)),
    industries: strip(listed.industries.sort(byPosition)),
    countries: strip(listed.countries.sort(byPosition)),
    cities: strip(listed.cities).sort(byCount),
    languages: strip(listed.languages.sort(byPosition)),
    team_sizes: TEAM_SIZES.map((size, index) => ({ ...size, count: buckets.get(index) ?? 0 })),
  };
}

/**
 * A page of the public catalogue with its facets: one statement for ids, total and facets, one for cards.
 * Sent compact: the names of facet options and of a card's services and industries are the facet names'
 * (`facet-names.ts`), sent once by their own endpoint.
 */
export async function searchCatalogue(
  db: Db,
  request: PageRequest,
  query: CatalogueQuery,
): Promise<CatalogueWirePage> {
  const win = pageWindow(query, CATALOGUE_PAGE_SIZE);
  const rows = await selectRows<CatalogueRow>(db, catalogueStatement(query, win));
  const ids = rows
    .filter((row) => row.kind === 'page')
    .sort((a, b) => a.pos! - b.pos!)
    .map((row) => row.id!);
  const count = rows.find((row) => row.kind === 'count')?.n ?? 0;
  const page = toPage(request, win, count, await catalogueCards(db, ids));
  return compactCataloguePage({ ...page, facets: toFacets(rows) });
}
