import { queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE_MAX } from '../../../../contract/page-size';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

/** GET /accounts/api/v1/contractor-accounts-lider/ → the leader's employees (one page holds a team). */
export const getEmployees = (signal?: AbortSignal) =>
  callApi(API.accounts.employees, {
    query: { page_size: PAGE_SIZE_MAX },
    signal,
  });

export const employeesQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'employees'],
    queryFn: ({ signal }) => getEmployees(signal),
    meta: { errorMessage: 'Не удалось загрузить сотрудников' },
  });

export const useEmployees = () => useQuery(employeesQueryOptions());
