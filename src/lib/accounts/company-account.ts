import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';
import { errorFallbacks } from '../toast';

/** GET /accounts/api/v1/company-accounts/get_company_by_user/ → `{id, company}`, or nulls without one. */
export const getCompanyAccount = (signal?: AbortSignal) =>
  callApi(API.accounts.companyAccountOfUser, {
    signal,
  });

export const companyAccountQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'company', 'mine'],
    queryFn: ({ signal }) => getCompanyAccount(signal),
    meta: { errorMessage: errorFallbacks.accountLoad },
  });

export const useCompanyAccount = () => useQuery(companyAccountQueryOptions());
