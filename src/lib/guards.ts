import { paths } from '../config/paths';
import { homePath, isClient, isEmployee, isExecutor, isLoggedIn } from './roles';
import type { Session } from './session';

// Route guards as pure functions: (session, location) => where to go instead, or null to stay.
export type GuardLocation = { pathname: string; search?: string };
export type Guard = (session: Session, location: GuardLocation) => string | null;

const loginWithReturn = (location: GuardLocation) =>
  paths.auth.login.getHref({ redirectTo: `${location.pathname}${location.search ?? ''}` });

/** Login, company creation: a logged-in user goes to its home. */
export const guestOnly: Guard = ({ user }) => (isLoggedIn(user) ? homePath(user) : null);

/** Dashboard, notifications, performers. */
export const clientOnly: Guard = ({ user }, location) => {
  if (!isLoggedIn(user)) return loginWithReturn(location);
  if (isClient(user)) return null;
  return homePath(user) ?? paths.home.getHref();
};

/** The panel. */
export const executorOrEmployee: Guard = ({ user }, location) => {
  if (!isLoggedIn(user)) return loginWithReturn(location);
  if (isExecutor(user) || isEmployee(user)) return null;
  return isClient(user) ? paths.dashboard.root.getHref() : paths.home.getHref();
};

/** Project creation. */
export const guestOrClient: Guard = ({ user }) =>
  isExecutor(user) || isEmployee(user) ? paths.panel.root.getHref() : null;

/** /auth/register?variant=… */
export function registerRedirect(
  session: Session,
  variant: string | null,
  hasCompanyDraft: boolean,
): string | null {
  if (isLoggedIn(session.user)) return guestOnly(session, { pathname: paths.auth.register.path });
  if (variant === null || variant === '1') return null;
  // The spec sends any set variant other than 1 to create-company; variant=2 is the agency step reached from that flow.
  if (variant === '2' && hasCompanyDraft) return null;
  return paths.createCompany.root.getHref();
}
