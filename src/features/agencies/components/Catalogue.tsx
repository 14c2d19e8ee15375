import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { CATALOGUE_ORDERINGS, CATALOGUE_PAGE_SIZE } from '../../../../contract/catalogue-options';
import { NotFound } from '../../../components/not-found/NotFound';
import { Pager } from '../../../components/pager/Pager';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { plural } from '../../../../contract/plural';
import { useCatalogue } from '../api/get-catalogue';
import {
  catalogueApiQuery,
  catalogueHref,
  catalogueSearch,
  catalogueState,
  filterCount,
  type CatalogueState,
} from '../catalogue-state';
import { AgencyCard } from './AgencyCard';
import { ActiveFilters } from './ActiveFilters';
import { CatalogueEmpty } from './CatalogueEmpty';
import { CatalogueFilters } from './CatalogueFilters';
import './agency-card.css';
import './catalogue.css';

const FILTERS_ID = 'catalogue-filters';

/** The form's choice as a state: what the GET form would send, read the way the URL is read. */
const formState = (form: HTMLFormElement) =>
  catalogueState(
    new URLSearchParams(
      [...new FormData(form)].flatMap(([name, value]) =>
        typeof value === 'string' ? [[name, value]] : [],
      ),
    ),
  );

/**
 * `/list`: the agencies, searchable and filtered, in one GET form whose names are the URL's. Before the
 * script runs the form submits itself and every link is a plain link; once it runs, a change of a filter
 * or the order applies at once, and the search applies on «Найти».
 */
export function Catalogue() {
  useDocumentTitle('Агентства');
  const location = useLocation();
  const navigate = useNavigate();
  const urlState = catalogueState(new URLSearchParams(location.search));
  const urlKey = catalogueSearch(urlState).toString();
  // What the form shows: the URL's state, or the user's change until the URL has it (the navigation is
  // not instant); a draft made at another URL is stale.
  const [pending, setPending] = useState<{ at: string; state: CatalogueState } | null>(null);
  const draft = pending?.at === urlKey ? pending.state : urlState;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const { data, isPending, isFetching, error, refetch } = useCatalogue(catalogueApiQuery(urlState));

  const go = (next: CatalogueState) => {
    setPending({ at: urlKey, state: next });
    void navigate(catalogueHref(next), { preventScrollReset: true });
  };
  const onFilterChange = (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const next = formState(event.currentTarget.form!);
    // a new country leaves the city of another behind
    if (event.currentTarget.name === 'country') next.city = null;
    go({ ...next, search: urlState.search });
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    go(formState(event.currentTarget));
    setFiltersOpen(false);
  };

  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  const filters = filterCount(urlState);
  const pages = data ? Math.ceil(data.count / CATALOGUE_PAGE_SIZE) : 0;

  return (
    <div className="catalogue">
      <h1>Каталог агентств</h1>
      <p className="catalogue__lead">
        Агентства с услугами, ценами и кейсами. Ищите по названию, услуге или слову из кейса.
      </p>
      <form
        method="get"
        action={paths.list.getHref()}
        role="search"
        aria-label="Поиск агентств"
        className="catalogue__form"
        onSubmit={onSubmit}
      >
        <div className="catalogue-search">
          <input
            key={urlState.search}
            type="search"
            name="search"
            className="catalogue-search__input"
            defaultValue={urlState.search}
            placeholder="Название, услуга или слово из кейса"
            aria-label="Поиск агентств"
            maxLength={200}
          />
          <button type="submit" className="btn btn--primary">
            Найти
          </button>
        </div>
        <div className="catalogue__layout">
          <a
            href={`#${FILTERS_ID}`}
            className="btn catalogue__filters-toggle"
            aria-controls={FILTERS_ID}
            aria-expanded={filtersOpen}
            onClick={(event) => {
              event.preventDefault();
              setFiltersOpen((open) => !open);
            }}
          >
            Фильтры{filters > 0 && ` (${filters})`}
          </a>
          <div
            id={FILTERS_ID}
            className={`catalogue-filters${filtersOpen ? ' catalogue-filters--open' : ''}`}
          >
            <CatalogueFilters
              state={draft}
              facets={data?.facets}
              count={data?.count}
              onChange={onFilterChange}
            />
          </div>
          <div className="catalogue__results" aria-busy={isPending || isFetching}>
            <div className="catalogue__bar">
              <p className="catalogue__count" role="status">
                {data
                  ? `Найдено ${plural(data.count, ['агентство', 'агентства', 'агентств'])}`
                  : ''}
              </p>
              <label className="catalogue__ordering">
                <span>Сортировка</span>
                <select
                  name="ordering"
                  value={draft.ordering ?? 'relevance'}
                  onChange={onFilterChange}
                >
                  {Object.entries(CATALOGUE_ORDERINGS).map(([key, label]) => (
                    <option key={key} value={key}>
                      {label}
                    </option>
                  ))}
                </select>
              </label>
            </div>
            {data && <ActiveFilters state={urlState} facets={data.facets} />}
            {!data && error ? (
              <div className="agency-card agency-notice" role="alert">
                <p className="agency-notice__title">Не удалось загрузить агентства</p>
                <button type="button" className="btn" onClick={() => void refetch()}>
                  Повторить
                </button>
              </div>
            ) : !data ? (
              <CardSkeletons />
            ) : data.results.length === 0 ? (
              <CatalogueEmpty state={urlState} facets={data.facets} />
            ) : (
              <div className="catalogue__cards">
                {data.results.map((agency) => (
                  <AgencyCard key={agency.id} agency={agency} wantedServices={urlState.service} />
                ))}
              </div>
            )}
            {pages > 1 && <Pager page={urlState.page} pages={pages} label="Страницы каталога" />}
          </div>
        </div>
      </form>
    </div>
  );
}

/** While the first page loads, card-shaped placeholders hold its place (no layout shift). */
function CardSkeletons() {
  return (
    <div className="catalogue__cards" aria-hidden="true">
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="agency-card catalogue-card catalogue-card--skeleton" />
      ))}
    </div>
  );
}
