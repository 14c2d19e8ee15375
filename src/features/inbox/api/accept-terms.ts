import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { inboxQueryKey } from './inbox';
import { inboxProjectQueryOptions } from './inbox-project';

/** POST /tender/api/v1/invitations/{id}/accept-terms/ → the invitation with `terms_accepted_at`. */
export const acceptTerms = (invitation: number) =>
  callApi(API.tender.invitationAcceptTerms, { params: { id: invitation } });

/** The terms accepted, the project and the inbox read again: the whole brief and its real name load. */
export function useAcceptTerms(project: number, invitation: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => acceptTerms(invitation),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxProjectQueryOptions(project).queryKey }),
        queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
      ]),
    // The block shows the server's refusal itself.
    meta: { silentError: true },
  });
}
