import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { CompetitorsUpdate, ConflictFlag } from '../../../../contract/tender-conflict-api';
import { callApi } from '../../../lib/api-client';
import { tenderKey } from './invitations';

// «Конфликт интересов»: the project's named competitors (`/tender/api/v1/projects/{id}/competitors/`) and the
// agencies flagged for serving one (`…/conflicts/`), under the tender's key: a tender action reads them again.

const conflictsKey = (project: number) => [...tenderKey(project), 'conflicts'] as const;

export const competitorsQueryOptions = (project: number) =>
  queryOptions({
    queryKey: [...conflictsKey(project), 'competitors'],
    staleTime: 0,
    queryFn: ({ signal }) => callApi(API.tender.competitors, { params: { id: project }, signal }),
    meta: { errorMessage: 'Не удалось загрузить конкурентов' },
  });

export const useCompetitors = (project: number) => useQuery(competitorsQueryOptions(project));

/** PUT competitors/: the whole list; the flags are read again. The form shows the server's errors itself. */
export function useSaveCompetitors(project: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompetitorsUpdate) =>
      callApi(API.tender.competitorsUpdate, { params: { id: project }, body }),
    meta: { silentError: true },
    onSuccess: async (saved) => {
      queryClient.setQueryData(competitorsQueryOptions(project).queryKey, saved);
      await queryClient.invalidateQueries({ queryKey: [...conflictsKey(project), 'flags'] });
    },
  });
}

/** The flags of `contractors` (sorted ids), or of the project's invitees when none are named. */
export const conflictsQueryOptions = (project: number, contractors?: number[]) => {
  const ids = contractors && [...new Set(contractors)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: [...conflictsKey(project), 'flags', ids?.join(',') ?? 'invitees'],
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi(API.tender.conflicts, {
        params: { id: project },
        query: ids ? { contractors: ids.join(',') } : {},
        signal,
      }),
    // A flag is a note beside the agency: without it the screen still works.
    meta: { silentError: true },
  });
};

/** The flags by agency; an empty map while loading, failed, or with nothing to ask. */
export function useConflicts(
  project: number,
  contractors?: number[],
  enabled = true,
): Map<number, ConflictFlag> {
  const query = useQuery({
    ...conflictsQueryOptions(project, contractors),
    enabled: enabled && (contractors === undefined || contractors.length > 0),
  });
  return new Map((query.data?.flags ?? []).map((flag) => [flag.contractor, flag]));
}

/**
 * The invitation form's favourites' flags, and whether they are still awaited: the form waits for them so
 * a note never pushes it down; a failure is not waited for (the favourites are shown without notes).
 */
export function useFavouriteConflicts(project: number, favourites: number[], enabled: boolean) {
  const active = enabled && favourites.length > 0;
  const query = useQuery({ ...conflictsQueryOptions(project, favourites), enabled: active });
  return {
    flags: new Map((query.data?.flags ?? []).map((flag) => [flag.contractor, flag])),
    pending: active && query.isPending,
  };
}
