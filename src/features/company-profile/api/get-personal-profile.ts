import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { useContractorAccount } from '../../../lib/accounts/contractor-account';
import { errorFallbacks } from '../../../lib/toast';

/** GET /contractor/api/contractors-lk/{id}/ → the agency's whole profile with its completeness. */
export const getPersonalProfile = (contractorId: number, signal?: AbortSignal) =>
  callApi(API.contractor.personalProfile, { params: { id: contractorId }, signal });

export const personalProfileQueryOptions = (contractorId: number) =>
  queryOptions({
    queryKey: ['contractors', 'lk', contractorId],
    queryFn: ({ signal }) => getPersonalProfile(contractorId, signal),
    meta: { errorMessage: errorFallbacks.profileLoad },
  });

/** The caller's agency's whole profile; pending until the agency account is known. */
export function usePersonalProfile() {
  const account = useContractorAccount();
  const contractorId = account.data?.contractor?.id ?? null;
  const profile = useQuery({
    ...personalProfileQueryOptions(contractorId ?? 0),
    enabled: contractorId !== null,
  });
  return { contractorId, profile };
}

/**
 * After any change to a part of the profile: the whole profile (and its completeness) is read again, and
 * the agency account too, as its basic data and `is_published` live there.
 */
export function useRefreshProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['contractors', 'lk'] }),
      queryClient.invalidateQueries({ queryKey: ['accounts', 'contractor', 'mine'] }),
    ]);
}
