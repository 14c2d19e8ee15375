import { contractorAccountQueryOptions } from '../../../lib/accounts/contractor-account';
import { queryClient } from '../../../lib/react-query';
import { personalProfileQueryOptions } from '../../../lib/accounts/personal-profile';

/**
 * Starts the agency's account and then its whole profile beside the screen's code, where the screen would
 * start them once rendered: the profile needs the agency's id, so the two are a chain of round trips.
 * A failure is left to the screen's own query, which asks again and says why.
 */
export async function prefetchPersonalProfile(): Promise<void> {
  try {
    const account = await queryClient.fetchQuery(contractorAccountQueryOptions());
    const id = account.contractor?.id;
    if (id != null) await queryClient.prefetchQuery(personalProfileQueryOptions(id));
  } catch {
    // the screen's query reports it
  }
}
