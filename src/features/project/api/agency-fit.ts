import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { projectRankingKey } from './ranking';

/** GET /project/api/v1/projects/{id}/agency-fit/?contractor_id → how one agency fits the project. */
export const getAgencyFit = (project: number, contractor: number, signal?: AbortSignal) =>
  callApi(API.project.agencyFit, {
    params: { id: project },
    query: { contractor_id: String(contractor) },
    signal,
  });

// Under the ranking's key: a change of the requirements or the lists (a favourite added) reads it again.
export const agencyFitQueryOptions = (project: number, contractor: number) =>
  queryOptions({
    queryKey: [...projectRankingKey(project), 'fit', contractor],
    queryFn: ({ signal }) => getAgencyFit(project, contractor, signal),
    // The dialog says it failed itself.
    meta: { silentError: true },
  });

export const useAgencyFit = (project: number | null, contractor: number) =>
  useQuery({ ...agencyFitQueryOptions(project ?? 0, contractor), enabled: project !== null });
