import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { CandidatePatch } from '../../../../contract/tender';
import { callApi } from '../../../lib/api-client';
import { submitAction } from '../../../lib/outbox/app-outbox';
import { outboxScope } from '../../../lib/outbox/scopes';
import { inboxQueryKey } from './inbox';
import { inboxProjectQueryOptions } from './inbox-project';

export type ProposalInput = Pick<
  CandidatePatch,
  'price' | 'timeline_days' | 'approach' | 'team' | 'links' | 'submit' | 'withdraw'
>;

/** PATCH /tender/api/v1/tender-candidates/{id}/ → the agency's proposal saved; `submit: true` sends it, `withdraw: true` takes it back. */
export const saveProposal = (candidate: number, proposal: ProposalInput) =>
  callApi(API.tender.candidateUpdate, { params: { id: candidate }, body: proposal });

const labelOf = (proposal: ProposalInput) =>
  proposal.withdraw
    ? 'Отозвать предложение'
    : proposal.submit
      ? 'Отправить предложение'
      : 'Сохранить черновик предложения';

/**
 * The proposal through the outbox: offline it waits (`{queued: true}`) with the form's values as its draft,
 * which a refusal keeps, so the text is never lost.
 */
export function useSaveProposal(project: number, candidate: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proposal, draft }: { proposal: ProposalInput; draft?: unknown }) =>
      submitAction({
        endpoint: API.tender.candidateUpdate,
        params: { id: candidate },
        body: proposal,
        label: labelOf(proposal),
        scope: outboxScope.proposal(candidate),
        project,
        ...(draft !== undefined && { draft }),
      }),
    networkMode: 'always',
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxProjectQueryOptions(project).queryKey }),
        queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
      ]),
    meta: { silentError: true },
  });
}
