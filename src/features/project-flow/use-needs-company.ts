import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../hooks/use-session';
import { companyAccountQueryOptions } from '../../lib/accounts/company-account';
import { isClient } from '../../lib/roles';

/**
 * Whether the flow asks for the company: a guest's always, a client's only while it has none (a project
 * belongs to a company). Undefined while the client's account loads.
 */
export function useNeedsCompany(): boolean | undefined {
  const { user } = useSession();
  const client = isClient(user);
  const account = useQuery({ ...companyAccountQueryOptions(), enabled: client });
  if (!client) return true;
  return account.data ? account.data.company === null : undefined;
}
