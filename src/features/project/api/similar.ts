import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { projectRankingKey } from './ranking';

const SIMILAR_SHOWN = 5;

/** GET /project/api/v1/contractors-may-also-be-suitable/?contractor_id&project_id → agencies like that one. */
export const getSimilarAgencies = (project: number, contractor: number, signal?: AbortSignal) =>
  callApi(API.project.similarAgencies, {
    query: {
      contractor_id: String(contractor),
      project_id: String(project),
      page_size: String(SIMILAR_SHOWN),
    },
    signal,
  });

export const similarAgenciesQueryOptions = (project: number, contractor: number) =>
  queryOptions({
    queryKey: [...projectRankingKey(project), 'similar', contractor],
    queryFn: ({ signal }) => getSimilarAgencies(project, contractor, signal),
    meta: { errorMessage: 'Не удалось найти похожие агентства' },
  });

/** Idle until the client asks for them. */
export const useSimilarAgencies = (project: number, contractor: number, enabled: boolean) =>
  useQuery({ ...similarAgenciesQueryOptions(project, contractor), enabled });
