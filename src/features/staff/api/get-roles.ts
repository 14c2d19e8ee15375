import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

/** GET /accounts/api/v1/roles/ → the roles of people inside an agency. */
export const getRoles = (signal?: AbortSignal) =>
  callApi(API.accounts.roles, { signal }).then((page) => page.results);

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: ['roles'],
    queryFn: ({ signal }) => getRoles(signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить роли' },
  });

export const useRoles = () => useQuery(rolesQueryOptions());
