import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { employeesQueryOptions } from './get-employees';

/** DELETE …/contractor-accounts-lider/{id}/invitation/ → 204: the address is free again. */
export const withdrawInvitation = (id: number) =>
  callApi(API.accounts.employeeWithdrawInvitation, { params: { id } }).then(() => undefined);

export function useWithdrawInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
    meta: { errorMessage: 'Не удалось отозвать приглашение' },
  });
}
