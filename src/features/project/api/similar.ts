import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SimilarAgency } from '../../../../contract/similar-agencies';
import { apiRequest } from '../../../lib/api-client';

type SimilarPage = { count: number; results: SimilarAgency[] };

const SIMILAR_SHOWN = 5;

/** GET /project/api/v1/contractors-may-also-be-suitable/?contractor_id&project_id → agencies like that one. */
export const getSimilarAgencies = (project: number, contractor: number, signal?: AbortSignal) =>
  apiRequest('/project/api/v1/contractors-may-also-be-suitable/', {
    query: { contractor_id: contractor, project_id: project, page_size: SIMILAR_SHOWN },
    signal,
  }) as Promise<SimilarPage>;

export const similarAgenciesQueryOptions = (project: number, contractor: number) =>
  queryOptions({
    queryKey: ['ranking', project, 'similar', contractor],
    queryFn: ({ signal }) => getSimilarAgencies(project, contractor, signal),
    meta: { errorMessage: 'Не удалось найти похожие агентства' },
  });

/** Idle until the client asks for them. */
export const useSimilarAgencies = (project: number, contractor: number, enabled: boolean) =>
  useQuery({ ...similarAgenciesQueryOptions(project, contractor), enabled });
