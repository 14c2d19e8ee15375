import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { projectRankingKey } from './ranking';

/** GET /project/api/v1/projects/{id}/requirements/ → the whole requirements with their parts. */
export const getRequirements = (project: number, signal?: AbortSignal) =>
  callApi(API.project.projectRequirements, { params: { id: project }, signal });

export const requirementsQueryOptions = (project: number) =>
  queryOptions({
    queryKey: ['projects', 'requirements', project],
    // Shown at once from the saved cache, always read again: a change made a moment ago may not be saved yet.
    staleTime: 0,
    queryFn: ({ signal }) => getRequirements(project, signal),
    meta: { silentError: true },
  });

export const useRequirements = (project: number) => useQuery(requirementsQueryOptions(project));

/** Makes the requirements row when the project has none yet; answers its id. */
export async function ensureRequirementsRow(project: number, current: number | null) {
  if (current !== null) return current;
  const row = await callApi(API.recruitment.requirementsCreate, { body: { project } });
  return row.id;
}

/**
 * A change of the requirements: after it the requirements and every page of the ranking are read again
 * (the server re-ranks on the next read, its stored ranking being keyed on the requirements version).
 */
export function useRequirementsChange<Input>(
  project: number,
  change: (input: Input) => Promise<unknown>,
  errorMessage: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    meta: { errorMessage },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: requirementsQueryOptions(project).queryKey }),
        queryClient.invalidateQueries({ queryKey: projectRankingKey(project) }),
      ]),
  });
}
