import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import type { CatalogueApiQuery } from '../catalogue-state';

/** GET /contractor/api/v1/contractors/?search&service&… → a DRF page of agencies with facet counts. */
export const getCatalogue = (query: CatalogueApiQuery, signal?: AbortSignal) =>
  callApi(API.contractor.contractors, { query, signal });

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
