import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractorPatch } from '../../../../contract/contractor';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { contractorAccountQueryOptions } from '../../../lib/accounts/contractor-account';
import { personalProfilesKey } from '../../../lib/accounts/personal-profile';

/** PATCH /accounts/api/v1/contractor-accounts/{id}/ `{contractor}`: the leader and its employees may. */
export const updateContractorAccount = (id: number, contractor: ContractorPatch) =>
  callApi(API.accounts.contractorAccountUpdate, {
    params: { id },
    body: { contractor },
  });

export function useUpdateContractorAccount(accountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contractor: ContractorPatch) => updateContractorAccount(accountId, contractor),
    onSuccess: (saved) => {
      queryClient.setQueryData(contractorAccountQueryOptions().queryKey, saved);
      // The agency's whole profile (lib/accounts/personal-profile) counts its completeness from these too.
      void queryClient.invalidateQueries({ queryKey: personalProfilesKey });
    },
    meta: { silentError: true },
  });
}
