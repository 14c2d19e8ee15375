import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { InvitationAnswerInput } from '../../../../contract/tender';
import { callApi } from '../../../lib/api-client';
import { submitAction } from '../../../lib/outbox/app-outbox';
import { outboxScope } from '../../../lib/outbox/scopes';
import { inboxQueryKey } from './inbox';
import { inboxProjectQueryOptions } from './inbox-project';

/** PATCH /tender/api/v1/invitations/{id}/ → opened, accepted, or declined with a reason. */
export const answerInvitation = (id: number, answer: InvitationAnswerInput) =>
  callApi(API.tender.invitationUpdate, { params: { id }, body: answer });

const LABELS: Record<NonNullable<InvitationAnswerInput['status']>, string> = {
  accepted: 'Принять приглашение',
  declined: 'Отклонить приглашение',
  viewed: 'Приглашение просмотрено',
};

/**
 * The answer through the outbox (offline it waits, `{queued: true}`), then the project and the inbox read
 * again (the state moved between the inbox's tabs).
 */
export function useAnswerInvitation(project: number, invitation: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: InvitationAnswerInput) =>
      submitAction({
        endpoint: API.tender.invitationUpdate,
        params: { id: invitation },
        body: answer,
        label: answer.status ? LABELS[answer.status] : 'Ответ на приглашение',
        scope: outboxScope.invitation(invitation),
        project,
      }),
    // Offline it is queued, not paused: the outbox sends it when the network is back.
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxProjectQueryOptions(project).queryKey }),
        queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
      ]),
    // The forms show the server's refusal themselves.
    meta: { silentError: true },
  });
}
