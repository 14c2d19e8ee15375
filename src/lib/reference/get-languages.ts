import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '../../../contract/page-size';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';

/** GET /location/api/v1/languages/ → all languages (a few dozen fit one page). */
export const getLanguages = (signal?: AbortSignal) =>
  callApi(API.location.languages, {
    query: { page_size: PAGE_SIZE_MAX },
    signal,
  }).then((page) => page.results);

export const languagesQueryOptions = () =>
  queryOptions({
    queryKey: ['languages', 'all'],
    queryFn: ({ signal }) => getLanguages(signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить список языков' },
  });

export const useLanguages = () => useQuery(languagesQueryOptions());
