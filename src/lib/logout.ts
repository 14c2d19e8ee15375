import { paths } from '../config/paths';
import { queryClient } from './react-query';
import { clearSession, getSession } from './session';

// Logout. Later parts (notification socket, service worker caches) subscribe with `onLogout`.
const logoutListeners = new Set<() => void>();

export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/** Forgets everything the logged-in user had: cookies, cached server data, subscribers' state. */
export function endSession(): void {
  const { token } = getSession();
  clearSession();
  // The refresh token is revoked on the server too; its code is not on the first screen.
  if (token)
    void import('./token-refresh')
      .then(({ revokeRefreshToken }) => revokeRefreshToken(token.refresh))
      .catch(() => undefined);
  queryClient.clear();
  logoutListeners.forEach((listener) => listener());
}

export type LogoutQuery = { redirectTo?: string };

/** Ends the session and goes to the login page, optionally with a query. */
export function logout(navigate?: (to: string) => unknown, query?: LogoutQuery): void {
  endSession();
  const to = paths.auth.login.getHref(query);
  if (navigate) void navigate(to);
  else window.location.assign(to);
}
