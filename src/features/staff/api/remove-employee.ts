import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { employeesQueryOptions } from './get-employees';

/** DELETE /accounts/api/v1/contractor-accounts-lider/{id}/ → 204: the employee's user goes too. */
export const removeEmployee = (id: number) =>
  callApi(API.accounts.employeeRemove, { params: { id } }).then(() => undefined);

export function useRemoveEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
    meta: { errorMessage: 'Не удалось удалить сотрудника' },
  });
}
