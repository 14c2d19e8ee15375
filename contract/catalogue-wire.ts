import type {
  CatalogueCard,
  CatalogueFacets,
  CatalogueListedCard,
  CataloguePage,
  CatalogueWirePage,
  FacetOption,
} from './catalogue';
import { TEAM_SIZES } from './catalogue-options';

// The catalogue page between its two forms: the full one the server builds and the app shows, and the one
// the endpoint sends, which names a service or an industry once (in the facets) rather than on every card
// too, and a team size by its key. No zod: the app's catalogue page imports this.

type Named = { id: number; name: string };

const namesOf = (options: readonly FacetOption[]) =>
  new Map(options.map((option) => [option.id, option.name]));

/** `items` without the names `names` already has under their id. */
function unnamed<T extends Named>(items: readonly T[], names: Map<number, string>) {
  return items.map(({ name, ...rest }) => (names.get(rest.id) === name ? rest : { ...rest, name }));
}

/** `items` with each missing name taken from `names` (an id the facets lack keeps its own). */
function named<T extends { id: number; name?: string }>(
  items: readonly T[],
  names: Map<number, string>,
): (Omit<T, 'name'> & { name: string })[] {
  return items.map((item) => ({ ...item, name: item.name ?? names.get(item.id) ?? '' }));
}

/** The server's page as the endpoint sends it. */
export function compactCataloguePage(page: CataloguePage): CatalogueWirePage {
  const services = namesOf(page.facets.services);
  const industries = namesOf(page.facets.industries);
  return {
    ...page,
    results: page.results.map((card): CatalogueListedCard => ({
      ...card,
      services: unnamed(card.services, services),
      industries: unnamed(card.industries, industries),
    })),
    facets: {
      ...page.facets,
      team_sizes: page.facets.team_sizes.map(({ key, count }) => ({ key, count })),
    },
  };
}

/** The endpoint's answer as the app shows it: every name on the cards, every team size labelled. */
export function expandCataloguePage(page: CatalogueWirePage): CataloguePage {
  const services = namesOf(page.facets.services);
  const industries = namesOf(page.facets.industries);
  const counts = new Map(page.facets.team_sizes.map((size) => [size.key, size.count]));
  const facets: CatalogueFacets = {
    ...page.facets,
    team_sizes: TEAM_SIZES.map((size) => ({ ...size, count: counts.get(size.key) ?? 0 })),
  };
  return {
    ...page,
    results: page.results.map((card): CatalogueCard => ({
      ...card,
      services: named(card.services, services),
      industries: named(card.industries, industries),
    })),
    facets,
  };
}
