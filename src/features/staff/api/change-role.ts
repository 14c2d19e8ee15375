import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { employeesQueryOptions } from './get-employees';

/** PATCH …/contractor-accounts-lider/{id}/ `{role}` → the employee with its new role. */
export const changeRole = ({ id, role }: { id: number; role: number }) =>
  callApi(API.accounts.employeeUpdate, { params: { id }, body: { role } });

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
    meta: { errorMessage: 'Не удалось сменить роль' },
  });
}
