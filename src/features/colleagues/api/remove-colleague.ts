import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { colleaguesQueryOptions } from './get-colleagues';

/** DELETE …/company-accounts-colleagues/{id}/ → 204: the colleague no longer acts for the company. */
export const removeColleague = (id: number) =>
  callApi(API.accounts.colleagueRemove, { params: { id } }).then(() => undefined);

export function useRemoveColleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeColleague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: colleaguesQueryOptions().queryKey }),
    meta: { errorMessage: 'Не удалось убрать коллегу' },
  });
}
