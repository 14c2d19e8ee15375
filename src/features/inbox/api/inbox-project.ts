import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { withServedAt } from '../../../lib/pwa/served-at';

/** GET /tender/api/v1/projects-by-invitation/{project}/ → the project as the invited agency sees it. */
export const getInboxProject = (id: number, signal?: AbortSignal) =>
  withServedAt((onHeaders) =>
    callApi(API.tender.projectByInvitation, {
      params: { id },
      signal,
      onHeaders,
    }),
  );

export const inboxProjectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['tender', 'inbox-project', id],
    queryFn: ({ signal }) => getInboxProject(id, signal),
    // A 404 (not invited, or no such project) is the page's own message.
    meta: { silentError: true },
  });

export const useInboxProject = (id: number) => useQuery(inboxProjectQueryOptions(id));
