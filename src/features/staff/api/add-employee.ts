import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeCreate } from '../../../../contract/accounts';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { employeesQueryOptions } from './get-employees';

export type NewEmployee = EmployeeCreate;

/** POST /accounts/api/v1/contractor-accounts-lider/ → 201; the employee gets a set-password mail. */
export const addEmployee = (body: NewEmployee) =>
  callApi(API.accounts.employeeAdd, {
    body,
  });

export function useAddEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addEmployee,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeesQueryOptions().queryKey }),
    meta: { silentError: true },
  });
}
