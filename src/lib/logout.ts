import { paths } from '../config/paths';
import { queryClient } from './react-query';
import { clearSession, getSession } from './session';

// Logout. Later parts (notification socket, service worker caches) subscribe with `onLogout`.
/** May return a promise: the logout is over when every listener's work is (e.g. the IndexedDB wipe). */
type LogoutListener = () => void | Promise<void>;
const logoutListeners = new Set<LogoutListener>();

export function onLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/**
 * Forgets everything the logged-in user had: cookies, cached server data, subscribers' state. Resolves when
 * the subscribers are done, so a page load that follows cannot cut their work short.
 */
export async function endSession(): Promise<void> {
  const { token } = getSession();
  clearSession();
  // The refresh token is revoked on the server too; its code is not on the first screen.
  if (token)
    void import('./token-refresh')
      .then(({ revokeRefreshToken }) => revokeRefreshToken(token.refresh))
      .catch(() => undefined);
  queryClient.clear();
  await Promise.allSettled([...logoutListeners].map(async (listener) => listener()));
}

export type LogoutQuery = { redirectTo?: string };

/** Ends the session and goes to the login page, optionally with a query. */
export function logout(navigate?: (to: string) => unknown, query?: LogoutQuery): void {
  const ended = endSession();
  const to = paths.auth.login.getHref(query);
  if (navigate) void navigate(to);
  else void ended.then(() => window.location.assign(to));
}
