import {
  CATALOGUE_ORDERINGS,
  TEAM_SIZES,
  type CatalogueOrdering,
  type TeamSizeKey,
} from '../../../contract/catalogue-options';
import { paths } from '../../config/paths';

// The catalogue's state lives in the page's URL, so a search can be shared, bookmarked and reloaded, and
// the server renders exactly what the browser shows: `/list?search=…&service=3&service=8&city=2&staff=11-50`.
// One reading of the URL for the page, its server render and its links; anything the API would refuse is
// dropped here, so a hand-edited URL still shows a page rather than an error.

export type CatalogueState = {
  search: string;
  service: number[];
  industry: number[];
  language: number[];
  country: number | null;
  city: number | null;
  staff: TeamSizeKey | null;
  priceMax: number | null;
  ordering: CatalogueOrdering | null;
  page: number;
};

/** The many-valued filters (checkboxes: any of the values). */
export type ManyFilter = 'service' | 'industry' | 'language';

const SEARCH_MAX = 200; // the API's limit
const IDS_MAX = 50;
const PRICE_MAX = 1_000_000_000_000;

/** The price limits offered (rubles): an agency fits when one of its services starts at or below it. */
export const PRICE_LIMITS = [300_000, 1_000_000, 3_000_000, 10_000_000, 50_000_000] as const;

const isId = (value: string) => /^[1-9][0-9]{0,9}$/.test(value) && Number(value) <= 2147483647;

const ids = (search: URLSearchParams, name: ManyFilter) =>
  [
    ...new Set(
      search
        .getAll(name)
        .flatMap((value) => value.split(','))
        .map((value) => value.trim())
        .filter(isId)
        .map(Number),
    ),
  ].slice(0, IDS_MAX);

const oneId = (value: string | null) => (value !== null && isId(value) ? Number(value) : null);

const isOrdering = (value: string | null): value is CatalogueOrdering =>
  value !== null && Object.hasOwn(CATALOGUE_ORDERINGS, value);

export function catalogueState(search: URLSearchParams): CatalogueState {
  const staff = TEAM_SIZES.find((size) => size.key === search.get('staff'))?.key ?? null;
  const price = search.get('price_max') ?? '';
  const ordering = search.get('ordering');
  const page = search.get('page') ?? '';
  return {
    search: (search.get('search') ?? '').replace(/\0/g, '').trim().slice(0, SEARCH_MAX),
    service: ids(search, 'service'),
    industry: ids(search, 'industry'),
    language: ids(search, 'language'),
    country: oneId(search.get('country')),
    city: oneId(search.get('city')),
    staff,
    priceMax: /^[1-9][0-9]{0,12}$/.test(price) && Number(price) <= PRICE_MAX ? Number(price) : null,
    ordering: isOrdering(ordering) && ordering !== 'relevance' ? ordering : null,
    page: /^[1-9][0-9]{0,5}$/.test(page) ? Number(page) : 1,
  };
}

/** The state's query for `/list`, in one order whatever the order it came in (repeated keys for lists). */
export function catalogueSearch(state: CatalogueState): URLSearchParams {
  const query = new URLSearchParams();
  if (state.search) query.set('search', state.search);
  for (const name of ['service', 'industry', 'language'] as const)
    for (const id of state[name]) query.append(name, String(id));
  if (state.country !== null) query.set('country', String(state.country));
  if (state.city !== null) query.set('city', String(state.city));
  if (state.staff) query.set('staff', state.staff);
  if (state.priceMax !== null) query.set('price_max', String(state.priceMax));
  if (state.ordering) query.set('ordering', state.ordering);
  if (state.page > 1) query.set('page', String(state.page));
  return query;
}

/** `/list?…` of a state. */
export function catalogueHref(state: CatalogueState): string {
  const query = catalogueSearch(state).toString();
  return query ? `${paths.list.getHref()}?${query}` : paths.list.getHref();
}

/** The state after a change of filters: back to the first page. */
export const changed = (
  state: CatalogueState,
  changes: Partial<CatalogueState>,
): CatalogueState => ({
  ...state,
  page: 1,
  ...changes,
});

/** The API's query for a state (`GET /contractor/api/v1/contractors/`; lists as `1,2`). */
export function catalogueApiQuery(state: CatalogueState) {
  const size = TEAM_SIZES.find((option) => option.key === state.staff);
  const list = (values: number[]) => (values.length ? values.join(',') : undefined);
  return {
    search: state.search || undefined,
    service: list(state.service),
    industry: list(state.industry),
    language: list(state.language),
    country: state.country ?? undefined,
    city: state.city ?? undefined,
    staff_min: size?.staff_min,
    staff_max: size?.staff_max ?? undefined,
    price_max: state.priceMax ?? undefined,
    ordering: state.ordering ?? undefined,
    page: state.page,
  };
}
export type CatalogueApiQuery = ReturnType<typeof catalogueApiQuery>;

/** How many filters narrow the list (the search word not counted). */
export const filterCount = (state: CatalogueState) =>
  state.service.length +
  state.industry.length +
  state.language.length +
  (state.country === null ? 0 : 1) +
  (state.city === null ? 0 : 1) +
  (state.staff ? 1 : 0) +
  (state.priceMax === null ? 0 : 1);

/** «300 тыс. ₽», «1 млн ₽», «1 500 000 ₽» (digits grouped by a no-break space, the same everywhere). */
export function rubles(amount: number): string {
  if (amount >= 1_000_000 && amount % 100_000 === 0)
    return `${String(amount / 1_000_000).replace('.', ',')} млн ₽`;
  if (amount >= 1_000 && amount % 1_000 === 0) return `${amount / 1_000} тыс. ₽`;
  return `${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')} ₽`;
}
