import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyAccount } from '../../../../contract/accounts';
import type { CompanyCreate } from '../../../../contract/company';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { companyAccountQueryOptions } from '../../../lib/accounts/company-account';

/** POST /accounts/api/v1/company-accounts/ `{company}`: the client's first company. */
export const createCompanyAccount = (company: CompanyCreate) =>
  callApi(API.accounts.companyAccountCreate, {
    body: { company },
  });

/** PATCH /accounts/api/v1/company-accounts/{id}/ `{company}`: its own company only. */
export const updateCompanyAccount = (id: number, company: Partial<CompanyCreate>) =>
  callApi(API.accounts.companyAccountUpdate, {
    params: { id },
    body: { company },
  });

/** Creates the company when the account has none (`accountId` null), else updates it. */
export function useSaveCompanyAccount(accountId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (company: CompanyCreate): Promise<CompanyAccount> =>
      accountId === null ? createCompanyAccount(company) : updateCompanyAccount(accountId, company),
    onSuccess: (saved) => queryClient.setQueryData(companyAccountQueryOptions().queryKey, saved),
    meta: { silentError: true },
  });
}
