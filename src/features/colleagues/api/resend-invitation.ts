import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { colleaguesQueryOptions } from './get-colleagues';

/** POST …/company-accounts-colleagues/{id}/resend-invitation/ → a new link by mail; the old one dies. */
export const resendColleagueInvitation = (id: number) =>
  callApi(API.accounts.colleagueResendInvitation, { params: { id } });

export function useResendColleagueInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendColleagueInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: colleaguesQueryOptions().queryKey }),
    meta: { errorMessage: 'Не удалось отправить приглашение' },
  });
}
