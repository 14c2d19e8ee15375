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
import {
  browseStatement,
  searchPageStatement,
  searchStatement,
  searchWords,
  type CatalogueRead,
} from './catalogue-query';

/**
 * A page of the public catalogue with its facets. The database gives the page's ids (without a search, in one
 * statement with the catalogue's version; with one, what the search finds, then the page of those passing the
 * filters) and the cards; the total and the facets are counted over the ranking's index of every agency's keys.
 * Sent compact: the names of facet options and of a card's services and industries are the facet names'
 * (`facet-names.ts`), sent once by their own endpoint.
 */
export async function searchCatalogue(
  ranking: Ranking,
  request: PageRequest,
  query: CatalogueQuery,
): Promise<CatalogueWirePage> {
  const { db } = ranking;
  const win = pageWindow(query, CATALOGUE_PAGE_SIZE);
  const words = searchWords(query.search);
  const read = async (statement: Parameters<typeof selectRows>[1]) =>
    (await selectRows<CatalogueRead>(db, statement))[0]!;
  const first = await read(
    words === undefined ? browseStatement(query, win) : searchStatement(words),
  );
  const index = await ranking.indexAt(first.version);
  const tally = tallyFacets(index, query, words === undefined ? null : first.ids);
  const ids =
    words === undefined
      ? first.ids
      : tally.hits.length === 0
        ? []
        : (await read(searchPageStatement(words, tally.hits, query.ordering, win))).ids;
  const page = toPage(request, win, tally.total, await catalogueCards(db, ids));
  return compactCataloguePage({ ...page, facets: await facetsOf(db, tally, query) });
}
