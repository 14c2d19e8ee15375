import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '../../../contract/page-size';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';

/** GET /service/api/v1/services/ → the whole catalogue (about fifty services fit one page). */
export const getServices = (signal?: AbortSignal) =>
  callApi(API.service.services, {
    query: { page_size: PAGE_SIZE_MAX },
    signal,
  }).then((page) => page.results);

export const servicesQueryOptions = () =>
  queryOptions({
    queryKey: ['services', 'all'],
    queryFn: ({ signal }) => getServices(signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить список услуг' },
  });

export const useServices = () => useQuery(servicesQueryOptions());
