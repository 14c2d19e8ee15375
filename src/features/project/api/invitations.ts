import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { PAGE_SIZE_MAX } from '../../../../contract/page-size';
import type { InvitationsCreate } from '../../../../contract/tender';
import { callApi } from '../../../lib/api-client';
import { projectQueryOptions, projectsQueryOptions } from './projects';

/** GET /tender/api/v1/invitations/?project= → the project's invitations (one page holds them all). */
export const getInvitations = (project: number, signal?: AbortSignal) =>
  callApi(API.tender.invitations, {
    query: { project, page_size: PAGE_SIZE_MAX },
    signal,
  }).then((page) => page.results);

/** Everything of one project's tender shares the `['tender', project]` prefix: an action refreshes it all. */
export const tenderKey = (project: number) => ['tender', project] as const;

export const invitationsQueryOptions = (project: number) =>
  queryOptions({
    queryKey: [...tenderKey(project), 'invitations'],
    // The agencies answer at any moment: read again on every visit.
    staleTime: 0,
    queryFn: ({ signal }) => getInvitations(project, signal),
    meta: { errorMessage: 'Не удалось загрузить приглашения' },
  });

export const useInvitations = (project: number) => useQuery(invitationsQueryOptions(project));

/** POST /tender/api/v1/invitations/create-invitations/: many agencies, one message. */
export const createInvitations = (body: InvitationsCreate) =>
  callApi(API.tender.invitationsCreate, { body });

/** After any action of the tender: its queries, and the project (its status follows the tender). */
export function useTenderRefresh(project: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: tenderKey(project) }),
      queryClient.invalidateQueries({ queryKey: projectQueryOptions(project).queryKey }),
      queryClient.invalidateQueries({ queryKey: projectsQueryOptions().queryKey }),
    ]);
}

export function useCreateInvitations(project: number) {
  const refresh = useTenderRefresh(project);
  return useMutation({
    mutationFn: createInvitations,
    // The form shows the server's errors itself.
    meta: { silentError: true },
    onSuccess: refresh,
  });
}

/** How many agencies were invited and how many answered (accepted or declined), for a project's summary. */
export const useInvitationCounts = (project: number) =>
  useQuery({
    ...invitationsQueryOptions(project),
    // A summary's figure: it says it could not count, no toast.
    meta: { silentError: true },
    select: (invitations) => ({
      invited: invitations.length,
      answered: invitations.filter(
        (item) => item.status === 'accepted' || item.status === 'declined',
      ).length,
    }),
  });
