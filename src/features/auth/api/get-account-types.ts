import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountType } from '../../../../contract/reference';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { errorFallbacks, showErrorToast } from '../../../lib/toast';

/** GET /accounts/api/v1/account-types/ → its `results`; a failure is a toast and an empty list. */
export async function getAccountTypes(signal?: AbortSignal): Promise<AccountType[]> {
  try {
    const page = await callApi(API.accounts.accountTypes, {
      signal,
    });
    return page.results;
  } catch (error) {
    showErrorToast(error, errorFallbacks.accountTypes);
    return [];
  }
}

export const accountTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['account-types'],
    queryFn: ({ signal }) => getAccountTypes(signal),
  });

export const useAccountTypes = () => useQuery(accountTypesQueryOptions());
