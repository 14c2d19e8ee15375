import { queryOptions } from '@tanstack/react-query';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';

const CITY_SUGGESTIONS = 30;

/** GET /location/api/v1/cities/?search → the first cities whose name contains the text. */
export const getCities = (search: string, signal?: AbortSignal) =>
  callApi(API.location.cities, {
    query: { search: search || undefined, page_size: CITY_SUGGESTIONS },
    signal,
  }).then((page) => page.results);

export const citiesQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['cities', 'search', search],
    queryFn: ({ signal }) => getCities(search, signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить города' },
  });
