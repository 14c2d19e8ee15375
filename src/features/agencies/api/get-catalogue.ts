import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { expandCataloguePage } from '../../../../contract/catalogue-wire';
import { callApi } from '../../../lib/api-client';
import type { CatalogueApiQuery } from '../catalogue-state';

/**
 * GET /contractor/api/v1/contractors/?search&service&… → a DRF page of agencies with facet counts, its
 * cards' names filled in from the facets (the answer sends each once).
 */
export const getCatalogue = (query: CatalogueApiQuery, signal?: AbortSignal) =>
  callApi(API.contractor.contractors, { query, signal }).then(expandCataloguePage);

export const catalogueQueryOptions = (query: CatalogueApiQuery) =>
  queryOptions({
    queryKey: ['contractors', 'catalogue', query],
    queryFn: ({ signal }) => getCatalogue(query, signal),
    // The page shows its own states (a page past the end is the not-found page).
    meta: { silentError: true },
  });

/** Keeps the previous result on screen while the next one loads (filters, sort, pages). */
export const useCatalogue = (query: CatalogueApiQuery) =>
  useQuery({ ...catalogueQueryOptions(query), placeholderData: keepPreviousData });
