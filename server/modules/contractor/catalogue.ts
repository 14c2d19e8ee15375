import {
  CATALOGUE_PAGE_SIZE,
  type CatalogueQuery,
  type CatalogueWirePage,
} from '../../../contract/catalogue';
import { compactCataloguePage } from '../../../contract/catalogue-wire';
import { selectRows } from '../../db/rows';
import { pageWindow, toPage, type PageRequest } from '../../http/pagination';
import { catalogueCards } from '../agency-cards';
import type { Ranking } from '../matching';
import { facetsOf, tallyFacets } from './catalogue-facets';
import { catalogueStatement, type CatalogueRow } from './catalogue-query';

/**
 * A page of the public catalogue with its facets: one statement for the page's ids (and, with a search, the
 * agencies it finds), the total and the facets counted over the ranking's index of every agency's keys, one
 * statement for the cards. Sent compact: the names of facet options and of a card's services and industries
 * are the facet names' (`facet-names.ts`), sent once by their own endpoint.
 */
export async function searchCatalogue(
  ranking: Ranking,
  request: PageRequest,
  query: CatalogueQuery,
): Promise<CatalogueWirePage> {
  const { db } = ranking;
  const win = pageWindow(query, CATALOGUE_PAGE_SIZE);
  const rows = await selectRows<CatalogueRow>(db, catalogueStatement(query, win));
  const ids = rows
    .filter((row) => row.kind === 'page')
    .sort((a, b) => a.pos! - b.pos!)
    .map((row) => row.id!);
  const version = rows.find((row) => row.kind === 'version')!.n!;
  const found = rows.find((row) => row.kind === 'found');
  const [index, cards] = await Promise.all([ranking.indexAt(version), catalogueCards(db, ids)]);
  const tally = tallyFacets(index, query, found ? (found.ids ?? []) : null);
  const page = toPage(request, win, tally.total, cards);
  return compactCataloguePage({ ...page, facets: await facetsOf(db, tally, query) });
}
