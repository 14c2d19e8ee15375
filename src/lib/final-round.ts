import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../contract/api-paths';
import type { FinalProposal, FinalRoundCreate } from '../../contract/tender-final-round';
import { callApi } from './api-client';

// «Финальный раунд», read by the client's performers tab and the agency's inbox project alike.

/** Under the client's tender key (`['tender', project]`), so its decisions refresh the round too. */
export const finalRoundQueryOptions = (project: number) =>
  queryOptions({
    queryKey: ['tender', project, 'final-round'],
    queryFn: ({ signal }) => callApi(API.tender.finalRound, { params: { id: project }, signal }),
    // Its offers are sealed until a moment that passes on its own: asked again on every visit.
    staleTime: 0,
    meta: { silentError: true },
  });

export const useFinalRound = (project: number, enabled = true) =>
  useQuery({ ...finalRoundQueryOptions(project), enabled });

/** The client starts it; everything under the tender's key is read again (candidates, protocol). */
export function useStartFinalRound(project: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinalRoundCreate) =>
      callApi(API.tender.finalRoundStart, { params: { id: project }, body }),
    meta: { silentError: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tender', project] }),
  });
}

/** A finalist sends (or sends again) its final offer. */
export function useSendFinalProposal(project: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FinalProposal) =>
      callApi(API.tender.finalProposal, { params: { id: project }, body }),
    meta: { silentError: true },
    onSuccess: (round) => {
      queryClient.setQueryData(finalRoundQueryOptions(project).queryKey, round);
      void queryClient.invalidateQueries({ queryKey: ['tender', project, 'protocol'] });
    },
  });
}
