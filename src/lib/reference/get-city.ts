import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';

/** GET /location/api/v1/cities/{id}/ → one city (the name of a saved choice). */
export const getCity = (id: number, signal?: AbortSignal) =>
  callApi(API.location.city, { params: { id }, signal });

export const cityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['cities', 'detail', id],
    queryFn: ({ signal }) => getCity(id, signal),
    staleTime: 60 * 60 * 1000,
    meta: { silentError: true },
  });

export const useCity = (id: number | null | undefined, enabled: boolean) =>
  useQuery({ ...cityQueryOptions(id ?? 0), enabled: enabled && Boolean(id) });
