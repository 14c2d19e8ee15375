import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  contractorAccountQueryOptions,
  useContractorAccount,
} from '../../../lib/accounts/contractor-account';
import {
  personalProfileQueryOptions,
  personalProfilesKey,
} from '../../../lib/accounts/personal-profile';

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
      queryClient.invalidateQueries({ queryKey: personalProfilesKey }),
      queryClient.invalidateQueries({ queryKey: contractorAccountQueryOptions().queryKey }),
    ]);
}
