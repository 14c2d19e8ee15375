import { useQuery } from '@tanstack/react-query';
import { agencyRoleOf, can, type AgencyRight, type AgencyRole } from '../../contract/agency-rights';
import { contractorAccountQueryOptions } from '../lib/accounts/contractor-account';
import { isEmployee, isExecutor } from '../lib/roles';
import { useSession } from './use-session';

export interface AgencyRights {
  /** The caller's role in its agency; null while an employee's account loads, or outside any agency. */
  role: AgencyRole | null;
  can: (right: AgencyRight) => boolean;
  /** The user's agency account id (the contractor account), when known. */
  accountId: number | null;
}

/**
 * What the caller may do in its agency, from the rights table the server enforces. The owner is the
 * leader at once; an employee's role comes with its agency account (until then it may do nothing).
 */
export function useAgencyRights(): AgencyRights {
  const { user } = useSession();
  const owner = isExecutor(user);
  const account = useQuery({
    ...contractorAccountQueryOptions(),
    enabled: owner || isEmployee(user),
  });
  const data = account.data;
  const role: AgencyRole | null = owner
    ? 'leader'
    : data?.id != null
      ? agencyRoleOf(false, data.role?.name)
      : null;
  return { role, can: (right) => can(role, right), accountId: data?.id ?? null };
}
