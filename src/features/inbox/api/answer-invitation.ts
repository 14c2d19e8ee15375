import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { InvitationAnswerInput } from '../../../../contract/tender';
import { callApi } from '../../../lib/api-client';
import { inboxQueryKey } from './inbox';
import { inboxProjectQueryOptions } from './inbox-project';

/** PATCH /tender/api/v1/invitations/{id}/ → opened, accepted, or declined with a reason. */
export const answerInvitation = (id: number, answer: InvitationAnswerInput) =>
  callApi(API.tender.invitationUpdate, { params: { id }, body: answer });

/** The answer, then the project and the inbox read again (the state moved between the inbox's tabs). */
export function useAnswerInvitation(project: number, invitation: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: InvitationAnswerInput) => answerInvitation(invitation, answer),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxProjectQueryOptions(project).queryKey }),
        queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
      ]),
    // The forms show the server's refusal themselves.
    meta: { silentError: true },
  });
}
