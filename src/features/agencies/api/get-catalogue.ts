import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { API } from '../../../../contract/api-paths';
import { expandCataloguePage, lacksNames } from '../../../../contract/catalogue-wire';
import { callApi } from '../../../lib/api-client';
import type { CatalogueApiQuery } from '../catalogue-state';

/** The facet names change only with the reference data: a day fresh, as the server's Cache-Control says. */
const FACET_NAMES_STALE_MS = 24 * 60 * 60 * 1000;

/**
 * GET /contractor/api/v1/contractors/?search&service&… → a DRF page of agencies with facet counts, as sent:
 * options and a card's services and industries by id (their names are `catalogueNamesQueryOptions`').
 */
export const catalogueQueryOptions = (query: CatalogueApiQuery) =>
  queryOptions({
    queryKey: ['contractors', 'catalogue', query],
    queryFn: ({ signal }) => callApi(API.contractor.contractors, { query, signal }),
    // The page shows its own states (a page past the end is the not-found page).
    meta: { silentError: true },
  });

/** GET /contractor/api/v1/contractors/facet-names/ → the name of every option the facets may give. */
export const catalogueNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['contractors', 'facet-names'],
    queryFn: ({ signal }) => callApi(API.contractor.facetNames, { signal }),
    staleTime: FACET_NAMES_STALE_MS,
    meta: { silentError: true },
  });

/**
 * The catalogue page with every name filled in: the page and the names are asked for at once, and the page
 * shows once both are there (filters without names never show). The previous page stays on screen while
 * the next one loads (filters, sort, pages). Names older than an id on the page are asked for again once.
 */
export function useCatalogue(query: CatalogueApiQuery) {
  const page = useQuery({ ...catalogueQueryOptions(query), placeholderData: keepPreviousData });
  const names = useQuery(catalogueNamesQueryOptions());
  const data = useMemo(
    () => (page.data && names.data ? expandCataloguePage(page.data, names.data) : undefined),
    [page.data, names.data],
  );
  const outdated = page.data && names.data && lacksNames(page.data, names.data) ? page.data : null;
  // Once per page: names that still lack the id after that are left as they are (the option is not shown).
  const askedFor = useRef<unknown>(null);
  const { refetch: refetchNames } = names;
  useEffect(() => {
    if (outdated === null || askedFor.current === outdated) return;
    askedFor.current = outdated;
    void refetchNames();
  }, [outdated, refetchNames]);
  return {
    data,
    isPending: page.isPending || names.isPending,
    isFetching: page.isFetching || names.isFetching,
    error: page.error ?? names.error,
    refetch: () =>
      Promise.all([page.refetch(), names.isError ? names.refetch() : Promise.resolve()]),
  };
}
