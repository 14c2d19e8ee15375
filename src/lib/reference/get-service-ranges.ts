import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '../../../contract/page-size';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';

/** GET /recruitment/api/v1/service-ranges/?service → the price bands of one service. */
export const getServiceRanges = (service: number, signal?: AbortSignal) =>
  callApi(API.recruitment.serviceRanges, {
    query: { service, page_size: PAGE_SIZE_MAX },
    signal,
  }).then((page) => page.results);

export const serviceRangesQueryOptions = (service: number) =>
  queryOptions({
    queryKey: ['service-ranges', service],
    queryFn: ({ signal }) => getServiceRanges(service, signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить цены услуги' },
  });

export const useServiceRanges = (service: number) => useQuery(serviceRangesQueryOptions(service));
