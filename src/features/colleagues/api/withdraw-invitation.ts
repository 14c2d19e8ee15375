import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { colleaguesQueryOptions } from './get-colleagues';

/** DELETE …/company-accounts-colleagues/{id}/invitation/ → 204: the link dies, the address is free. */
export const withdrawColleagueInvitation = (id: number) =>
  callApi(API.accounts.colleagueWithdrawInvitation, { params: { id } }).then(() => undefined);

export function useWithdrawColleagueInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawColleagueInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: colleaguesQueryOptions().queryKey }),
    meta: { errorMessage: 'Не удалось отозвать приглашение' },
  });
}
