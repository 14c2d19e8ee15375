import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { CandidatePatch } from '../../../../contract/tender';
import { callApi } from '../../../lib/api-client';
import { inboxQueryKey } from './inbox';
import { inboxProjectQueryOptions } from './inbox-project';

export type ProposalInput = Pick<
  CandidatePatch,
  'price' | 'timeline_days' | 'approach' | 'team' | 'links' | 'submit' | 'withdraw'
>;

/** PATCH /tender/api/v1/tender-candidates/{id}/ → the agency's proposal saved; `submit: true` sends it, `withdraw: true` takes it back. */
export const saveProposal = (candidate: number, proposal: ProposalInput) =>
  callApi(API.tender.candidateUpdate, { params: { id: candidate }, body: proposal });

export function useSaveProposal(project: number, candidate: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proposal: ProposalInput) => saveProposal(candidate, proposal),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxProjectQueryOptions(project).queryKey }),
        queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
      ]),
    meta: { silentError: true },
  });
}
