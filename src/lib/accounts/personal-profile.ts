import { queryOptions } from '@tanstack/react-query';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';
import { errorFallbacks } from '../toast';

/** GET /contractor/api/contractors-lk/{id}/ → the agency's whole profile with its completeness. */
export const getPersonalProfile = (contractorId: number, signal?: AbortSignal) =>
  callApi(API.contractor.personalProfile, { params: { id: contractorId }, signal });

/** What every agency's whole profile in the cache shares: a change anywhere in one invalidates them all. */
export const personalProfilesKey = ['contractors', 'lk'] as const;

export const personalProfileQueryOptions = (contractorId: number) =>
  queryOptions({
    queryKey: [...personalProfilesKey, contractorId],
    queryFn: ({ signal }) => getPersonalProfile(contractorId, signal),
    meta: { errorMessage: errorFallbacks.profileLoad },
  });
