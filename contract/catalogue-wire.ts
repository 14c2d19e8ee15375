import type {
  CatalogueCard,
  CatalogueFacetNames,
  CatalogueFacets,
  CatalogueListedCard,
  CataloguePage,
  CatalogueWirePage,
  FacetCount,
  FacetOption,
} from './catalogue';
import { TEAM_SIZES } from './catalogue-options';

// The catalogue page between its two forms: the full one the server builds and the app shows, and the one
// the endpoint sends, which names nothing the facet names (their own endpoint, cached long) already name:
// a facet option is its id and count, a card's service or industry its id, a team size its key. No zod:
// the app's catalogue page imports this.

type Named = { id: number; name: string };
type NamedFacet = keyof CatalogueFacetNames;
const NAMED_FACETS: readonly NamedFacet[] = [
  'services',
  'industries',
  'countries',
  'cities',
  'languages',
];

const namesOf = (options: readonly Named[]) =>
  new Map(options.map((option) => [option.id, option.name]));

/** `items` without the names `names` already has under their id. */
function unnamed<T extends Named>(items: readonly T[], names: Map<number, string>) {
  return items.map(({ name, ...rest }) => (names.get(rest.id) === name ? rest : { ...rest, name }));
}

/**
 * `items` with each missing name taken from `names`. An id neither names is left out (the names predate a
 * new reference entry: `lacksNames` tells the app to load them again), never shown without a name.
 */
function named<T extends { id: number; name?: string }>(
  items: readonly T[],
  names: Map<number, string>,
): (Omit<T, 'name'> & { name: string })[] {
  return items.flatMap((item) => {
    const name = item.name ?? names.get(item.id);
    return name === undefined ? [] : [{ ...item, name }];
  });
}

const counts = (options: readonly FacetOption[]): FacetCount[] =>
  options.map(({ id, count }) => ({ id, count }));

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
      services: counts(page.facets.services),
      industries: counts(page.facets.industries),
      countries: counts(page.facets.countries),
      cities: counts(page.facets.cities),
      languages: counts(page.facets.languages),
      team_sizes: page.facets.team_sizes.map(({ key, count }) => ({ key, count })),
    },
  };
}

type NameMaps = Record<NamedFacet, Map<number, string>>;
const nameMaps = (names: CatalogueFacetNames) =>
  Object.fromEntries(NAMED_FACETS.map((facet) => [facet, namesOf(names[facet])])) as NameMaps;

/** Whether the page names an id the facet names lack: they were loaded before that entry existed. */
export function lacksNames(page: CatalogueWirePage, names: CatalogueFacetNames): boolean {
  const maps = nameMaps(names);
  const lacks = (items: readonly { id: number; name?: string }[], facet: NamedFacet) =>
    items.some((item) => item.name === undefined && !maps[facet].has(item.id));
  return (
    NAMED_FACETS.some((facet) => lacks(page.facets[facet], facet)) ||
    page.results.some(
      (card) => lacks(card.services, 'services') || lacks(card.industries, 'industries'),
    )
  );
}

/** The endpoint's answer and the facet names as the app shows them: every option and tag named. */
export function expandCataloguePage(
  page: CatalogueWirePage,
  names: CatalogueFacetNames,
): CataloguePage {
  const maps = nameMaps(names);
  const teamSizes = new Map(page.facets.team_sizes.map((size) => [size.key, size.count]));
  const facets: CatalogueFacets = {
    services: named(page.facets.services, maps.services),
    industries: named(page.facets.industries, maps.industries),
    countries: named(page.facets.countries, maps.countries),
    cities: named(page.facets.cities, maps.cities),
    languages: named(page.facets.languages, maps.languages),
    team_sizes: TEAM_SIZES.map((size) => ({ ...size, count: teamSizes.get(size.key) ?? 0 })),
  };
  return {
    ...page,
    results: page.results.map((card): CatalogueCard => ({
      ...card,
      services: named(card.services, maps.services),
      industries: named(card.industries, maps.industries),
    })),
    facets,
  };
}
