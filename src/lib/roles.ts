import { paths } from '../config/paths';
import type { SessionUser } from './session';

// Role predicates, on the user kept in the `user` cookie.
type MaybeUser = SessionUser | null | undefined;

export const EMPLOYEE_ACCOUNT_TYPE = 'contractor_user';

/** The name of the accountTypes entry whose id is the user's `type_account`. */
export function accountTypeName(user: MaybeUser): string | null {
  if (!user) return null;
  return user.accountTypes.find((type) => type.id === user.type_account)?.name ?? null;
}

export const isLoggedIn = (user: MaybeUser): user is SessionUser => Boolean(user);

export const isClient = (user: MaybeUser): boolean => accountTypeName(user) === 'client';

export const isEmployee = (user: MaybeUser): boolean =>
  Boolean(user?.accountTypes.some((type) => type.name === EMPLOYEE_ACCOUNT_TYPE));

export const isExecutor = (user: MaybeUser): boolean =>
  accountTypeName(user) === 'contractor' && !isEmployee(user);

/** Where a logged-in user lands: clients in the dashboard, executors and employees in the panel. */
export function homePath(user: MaybeUser): string | null {
  if (isClient(user)) return paths.dashboard.root.getHref();
  if (isExecutor(user) || isEmployee(user)) return paths.panel.root.getHref();
  return null;
}
