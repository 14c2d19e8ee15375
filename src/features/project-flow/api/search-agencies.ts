import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

/** Agencies to name for the ranking: the public catalogue's search, a handful at a time. */
export const AGENCY_SEARCH_SIZE = 5;

export const useAgencySearch = (search: string) =>
  useQuery({
    queryKey: ['project-flow', 'agency-search', search],
    queryFn: ({ signal }) =>
      callApi(API.contractor.contractors, {
        query: { search, page_size: String(AGENCY_SEARCH_SIZE) },
        signal,
      }),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
    meta: { errorMessage: 'Не удалось найти агентства' },
  });
