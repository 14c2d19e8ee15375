import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { useTenderRefresh } from './invitations';
import { projectQueryOptions } from './projects';

/**
 * POST /project/api/v1/projects/{id}/complete/: the client accepts the winner's work (`in_work` →
 * `completed`); the project's and the tender's queries are read again (the review form opens).
 */
export function useCompleteWork(project: number) {
  const queryClient = useQueryClient();
  const refresh = useTenderRefresh(project);
  return useMutation({
    mutationFn: () => callApi(API.project.projectComplete, { params: { id: project } }),
    // The dialog shows the server's refusal itself.
    meta: { silentError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(projectQueryOptions(project).queryKey, saved);
      return refresh();
    },
  });
}
