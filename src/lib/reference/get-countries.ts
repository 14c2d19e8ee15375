import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '../../../contract/page-size';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';

/** GET /location/api/v1/countries/ → all countries (a few dozen fit one page). */
export const getCountries = (signal?: AbortSignal) =>
  callApi(API.location.countries, {
    query: { page_size: PAGE_SIZE_MAX },
    signal,
  }).then((page) => page.results);

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries', 'all'],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить список стран' },
  });

export const useCountries = () => useQuery(countriesQueryOptions());
