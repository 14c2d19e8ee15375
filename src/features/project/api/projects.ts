import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { ProjectPatch } from '../../../../contract/project';
import { callApi } from '../../../lib/api-client';
import { projectRankingKey } from './ranking';

const PROJECTS_PAGE_SIZE = 50;

/** GET /project/api/v1/projects/ → the client's company's projects (one page holds them all today). */
export const getProjects = (signal?: AbortSignal) =>
  callApi(API.project.projects, { query: { page_size: PROJECTS_PAGE_SIZE }, signal });

export const projectsQueryOptions = () =>
  queryOptions({
    queryKey: ['projects', 'list'],
    // Shown at once from the saved cache, always read again: a change made a moment ago may not be saved yet.
    staleTime: 0,
    queryFn: ({ signal }) => getProjects(signal),
    meta: { silentError: true },
  });

export const useProjects = () => useQuery(projectsQueryOptions());

/** GET /project/api/v1/projects/{id}/ → one project of the client's company (404 for anyone else's). */
export const getProject = (id: number, signal?: AbortSignal) =>
  callApi(API.project.project, { params: { id }, signal });

export const projectQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['projects', 'detail', id],
    // Shown at once from the saved cache, always read again: a change made a moment ago may not be saved yet.
    staleTime: 0,
    queryFn: ({ signal }) => getProject(id, signal),
    // The page shows a 404 itself.
    meta: { silentError: true },
  });

export const useProject = (id: number) => useQuery(projectQueryOptions(id));

/** PATCH /project/api/v1/projects/{id}/: the title, description, budget band or dates. */
export const updateProject = (id: number, body: ProjectPatch) =>
  callApi(API.project.projectUpdate, { params: { id }, body });

export function useUpdateProject(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProjectPatch) => updateProject(id, body),
    // The form shows the server's field errors itself.
    meta: { silentError: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(projectQueryOptions(id).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: projectsQueryOptions().queryKey });
      // The budget band is a hard filter of the ranking.
      void queryClient.invalidateQueries({ queryKey: projectRankingKey(id) });
    },
  });
}
