import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { employeesQueryOptions } from './get-employees';

/** POST …/contractor-accounts-lider/{id}/resend-invitation/ → a new link by mail; the old one dies. */
export const resendInvitation = (id: number) =>
  callApi(API.accounts.employeeResendInvitation, { params: { id } });

export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
    meta: { errorMessage: 'Не удалось отправить приглашение' },
  });
}
