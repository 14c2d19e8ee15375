import { Link } from 'react-router-dom';
import type { CatalogueFacets } from '../../../../contract/catalogue';
import {
  catalogueHref,
  changed,
  filterCount,
  rubles,
  type CatalogueState,
} from '../catalogue-state';
import { quoteName } from '../../../../contract/quote';
import './ActiveFilters.css';

type Chip = { label: string; href: string };

/** Every condition of the list as a link that removes it, and one that removes them all. */
export function ActiveFilters({
  state,
  facets,
}: {
  state: CatalogueState;
  facets: CatalogueFacets;
}) {
  const name = (options: Array<{ id: number; name: string }>, id: number) =>
    options.find((option) => option.id === id)?.name;
  const chips: Chip[] = [];
  const without = (changes: Partial<CatalogueState>) => catalogueHref(changed(state, changes));
  if (state.search) chips.push({ label: quoteName(state.search), href: without({ search: '' }) });
  for (const [key, options] of [
    ['service', facets.services],
    ['industry', facets.industries],
    ['language', facets.languages],
  ] as const)
    for (const id of state[key]) {
      const label = name(options, id);
      if (label)
        chips.push({ label, href: without({ [key]: state[key].filter((v) => v !== id) }) });
    }
  const country = state.country === null ? undefined : name(facets.countries, state.country);
  if (country) chips.push({ label: country, href: without({ country: null, city: null }) });
  const city = state.city === null ? undefined : name(facets.cities, state.city);
  if (city) chips.push({ label: city, href: without({ city: null }) });
  const staff = facets.team_sizes.find((size) => size.key === state.staff);
  if (staff) chips.push({ label: staff.name, href: without({ staff: null }) });
  if (state.priceMax !== null)
    chips.push({ label: `до ${rubles(state.priceMax)}`, href: without({ priceMax: null }) });
  if (chips.length === 0) return null;

  return (
    <ul className="catalogue-chips" aria-label="Выбранные условия">
      {chips.map((chip) => (
        <li key={chip.href}>
          <Link
            to={chip.href}
            preventScrollReset
            className="catalogue-chip"
            aria-label={`Убрать: ${chip.label}`}
          >
            {chip.label} <span aria-hidden="true">×</span>
          </Link>
        </li>
      ))}
      {(chips.length > 1 || (state.search && filterCount(state) > 0)) && (
        <li>
          <Link
            to={catalogueHref(
              changed(state, {
                search: '',
                service: [],
                industry: [],
                language: [],
                country: null,
                city: null,
                staff: null,
                priceMax: null,
              }),
            )}
            className="catalogue-chips__reset"
          >
            Сбросить всё
          </Link>
        </li>
      )}
    </ul>
  );
}
