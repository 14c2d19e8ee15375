import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';
import { errorFallbacks } from '../toast';

/** GET /accounts/api/v1/contractor-accounts/get_contractor_by_user/ → the agency account, or nulls. */
export const getContractorAccount = (signal?: AbortSignal) =>
  callApi(API.accounts.contractorAccountOfUser, {
    signal,
  });

export const contractorAccountQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'contractor', 'mine'],
    queryFn: ({ signal }) => getContractorAccount(signal),
    meta: { errorMessage: errorFallbacks.accountLoad },
  });

export const useContractorAccount = () => useQuery(contractorAccountQueryOptions());
