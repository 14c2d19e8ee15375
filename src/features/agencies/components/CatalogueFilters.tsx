import { createContext, useContext, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import type { CatalogueFacets, FacetOption } from '../../../../contract/catalogue';
import {
  catalogueHref,
  changed,
  PRICE_LIMITS,
  rubles,
  type CatalogueState,
  type ManyFilter,
} from '../catalogue-state';

/** Options shown at once; the rest unfold under «Ещё…» (a <details>: it works before the script runs). */
const OPTIONS_SHOWN = 6;

type FilterChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
/** What a change of any option does (the catalogue applies it at once); one handler for every input. */
const ChangeContext = createContext<FilterChange>(() => {});

type Option = { value: string; label: string; count?: number; checked: boolean };

type FacetProps = {
  legend: string;
  name: string;
  type: 'checkbox' | 'radio';
  options: Option[];
};

function OptionLabel({ option, name, type }: { option: Option; name: string; type: string }) {
  const onChange = useContext(ChangeContext);
  return (
    <label className="facet__option">
      <input
        type={type}
        name={name}
        value={option.value}
        checked={option.checked}
        onChange={onChange}
      />
      <span className="facet__label">{option.label}</span>
      {option.count !== undefined && (
        <span className="facet__count">
          <span className="visually-hidden">, агентств: </span>
          {option.count}
        </span>
      )}
    </label>
  );
}

/** One filter: its options with the number of agencies each would show, given the other filters. */
function Facet({ legend, name, type, options }: FacetProps) {
  if (options.length === 0) return null;
  const shown = options.slice(0, OPTIONS_SHOWN);
  const rest = options.slice(OPTIONS_SHOWN);
  return (
    <fieldset className="facet">
      <legend>{legend}</legend>
      {shown.map((option) => (
        <OptionLabel key={option.value} option={option} name={name} type={type} />
      ))}
      {rest.length > 0 && (
        <details className="facet__more" open={rest.some((option) => option.checked)}>
          <summary>Ещё {rest.length}</summary>
          {rest.map((option) => (
            <OptionLabel key={option.value} option={option} name={name} type={type} />
          ))}
        </details>
      )}
    </fieldset>
  );
}

const manyOptions = (options: FacetOption[], selected: number[]): Option[] =>
  options.map((option) => ({
    value: String(option.id),
    label: option.name,
    count: option.count,
    checked: selected.includes(option.id),
  }));

/** A single choice: «any» first, then the options. */
const oneOptions = (anyLabel: string, options: Option[]): Option[] =>
  options.length === 0
    ? []
    : [{ value: '', label: anyLabel, checked: !options.some((o) => o.checked) }, ...options];

const oneOf = (options: FacetOption[], selected: number | null) =>
  options.map((option) => ({
    value: String(option.id),
    label: option.name,
    count: option.count,
    checked: option.id === selected,
  }));

type CatalogueFiltersProps = {
  state: CatalogueState;
  facets: CatalogueFacets | undefined;
  /** How many agencies the filters show (the «Показать» button says it). */
  count: number | undefined;
  onChange: FilterChange;
};

/** The filters, a part of the catalogue's GET form: the same names as the page's URL. */
export function CatalogueFilters({ state, facets, count, onChange }: CatalogueFiltersProps) {
  const many = (legend: string, name: ManyFilter, options: FacetOption[] = []) => (
    <Facet
      legend={legend}
      name={name}
      type="checkbox"
      options={manyOptions(options, state[name])}
    />
  );
  const prices = [...PRICE_LIMITS] as number[];
  if (state.priceMax !== null && !prices.includes(state.priceMax)) prices.push(state.priceMax);
  return (
    <ChangeContext.Provider value={onChange}>
      {many('Услуги', 'service', facets?.services)}
      {many('Отрасли', 'industry', facets?.industries)}
      <Facet
        legend="Страна"
        name="country"
        type="radio"
        options={oneOptions('Любая', oneOf(facets?.countries ?? [], state.country))}
      />
      <Facet
        legend="Город"
        name="city"
        type="radio"
        options={oneOptions('Любой', oneOf(facets?.cities ?? [], state.city))}
      />
      {many('Языки', 'language', facets?.languages)}
      <Facet
        legend="Размер команды"
        name="staff"
        type="radio"
        options={oneOptions(
          'Любой',
          (facets?.team_sizes ?? []).map((size) => ({
            value: size.key,
            label: size.name,
            count: size.count,
            checked: size.key === state.staff,
          })),
        )}
      />
      <div className="facet">
        <label className="facet__select">
          <span className="facet__legend">Цена услуги</span>
          <select name="price_max" value={state.priceMax ?? ''} onChange={onChange}>
            <option value="">Любая</option>
            {prices.map((price) => (
              <option key={price} value={price}>
                до {rubles(price)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="catalogue-filters__actions">
        <button type="submit" className="btn btn--primary">
          {count === undefined ? 'Показать' : `Показать (${count})`}
        </button>
        <Link
          className="btn"
          to={catalogueHref(
            changed(state, {
              service: [],
              industry: [],
              language: [],
              country: null,
              city: null,
              staff: null,
              priceMax: null,
            }),
          )}
        >
          Сбросить
        </Link>
      </div>
    </ChangeContext.Provider>
  );
}
