import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { ColleagueCreate } from '../../../../contract/colleagues';
import { callApi } from '../../../lib/api-client';
import { colleaguesQueryOptions } from './get-colleagues';

/** POST /accounts/api/v1/company-accounts-colleagues/ → 201; the colleague gets a set-password mail. */
export const inviteColleague = (body: ColleagueCreate) =>
  callApi(API.accounts.colleagueInvite, { body });

export function useInviteColleague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteColleague,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: colleaguesQueryOptions().queryKey }),
    meta: { silentError: true }, // the form shows why
  });
}
