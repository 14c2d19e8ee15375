import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '../../../contract/page-size';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';

/** GET /industry/api/v1/industries/ → all industries (a few dozen). */
export const getIndustries = (signal?: AbortSignal) =>
  callApi(API.industry.industries, {
    query: { page_size: PAGE_SIZE_MAX },
    signal,
  }).then((page) => page.results);

export const industriesQueryOptions = () =>
  queryOptions({
    queryKey: ['industries', 'all'],
    queryFn: ({ signal }) => getIndustries(signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить список отраслей' },
  });

export const useIndustries = () => useQuery(industriesQueryOptions());
