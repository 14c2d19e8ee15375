import type { CatalogueFacets, FacetOption } from '../../../contract/catalogue';
import { catalogueHref, changed, rubles, type CatalogueState } from './catalogue-state';
import { quoteName } from '../../../contract/quote';

// When no agency meets every condition, which one to relax. The facets answer it: each option's count is
// what the list would hold with that option instead of the filter's current choice, every other filter
// kept. So a filter with a counted option is one whose change brings agencies back, and by how many.

export type Alternative = { label: string; count: number; href: string };
export type Relaxation = {
  /** «Город: Казань» — the condition as the user chose it. */
  condition: string;
  /** The list without this condition. */
  removeHref: string;
  /** Other choices of the same filter that show agencies, the most first (at most three). */
  alternatives: Alternative[];
};

const ALTERNATIVES_SHOWN = 3;

type Group = {
  legend: string;
  options: Array<FacetOption | { id: string; name: string; count: number }>;
  selected: Array<number | string>;
  without: Partial<CatalogueState>;
  with: (id: number | string) => Partial<CatalogueState>;
};

function relaxGroup(state: CatalogueState, group: Group): Relaxation | null {
  if (group.selected.length === 0) return null;
  const chosen = group.options.filter((option) => group.selected.includes(option.id));
  const alternatives = group.options
    .filter((option) => !group.selected.includes(option.id) && option.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, ALTERNATIVES_SHOWN)
    .map((option) => ({
      label: option.name,
      count: option.count,
      href: catalogueHref(changed(state, group.with(option.id))),
    }));
  return {
    condition: `${group.legend}: ${chosen.map((option) => option.name).join(', ') || 'выбранное'}`,
    removeHref: catalogueHref(changed(state, group.without)),
    alternatives,
  };
}

/** The conditions to relax: those whose other choices show agencies first, then search and price. */
export function relaxations(state: CatalogueState, facets: CatalogueFacets): Relaxation[] {
  const one = (value: number | string | null) => (value === null ? [] : [value]);
  const groups: Group[] = [
    {
      legend: 'Услуги',
      options: facets.services,
      selected: state.service,
      without: { service: [] },
      with: (id) => ({ service: [Number(id)] }),
    },
    {
      legend: 'Отрасли',
      options: facets.industries,
      selected: state.industry,
      without: { industry: [] },
      with: (id) => ({ industry: [Number(id)] }),
    },
    {
      legend: 'Страна',
      options: facets.countries,
      selected: one(state.country),
      without: { country: null },
      with: (id) => ({ country: Number(id) }),
    },
    {
      legend: 'Город',
      options: facets.cities,
      selected: one(state.city),
      without: { city: null },
      with: (id) => ({ city: Number(id) }),
    },
    {
      legend: 'Языки',
      options: facets.languages,
      selected: state.language,
      without: { language: [] },
      with: (id) => ({ language: [Number(id)] }),
    },
    {
      legend: 'Размер команды',
      options: facets.team_sizes.map((size) => ({
        id: size.key,
        name: size.name,
        count: size.count,
      })),
      selected: one(state.staff),
      without: { staff: null },
      with: (key) => ({ staff: key as CatalogueState['staff'] }),
    },
  ];
  const counted = groups
    .map((group) => relaxGroup(state, group))
    .filter((relaxation): relaxation is Relaxation => relaxation !== null)
    .sort((a, b) => (b.alternatives[0]?.count ?? 0) - (a.alternatives[0]?.count ?? 0));
  const uncounted: Relaxation[] = [];
  if (state.priceMax !== null)
    uncounted.push({
      condition: `Цена услуги: до ${rubles(state.priceMax)}`,
      removeHref: catalogueHref(changed(state, { priceMax: null })),
      alternatives: [],
    });
  if (state.search)
    uncounted.push({
      condition: `Поиск: ${quoteName(state.search)}`,
      removeHref: catalogueHref(changed(state, { search: '' })),
      alternatives: [],
    });
  return [...counted, ...uncounted];
}
