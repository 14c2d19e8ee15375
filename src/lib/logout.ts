import { paths } from '../config/paths';
import { queryClient } from './react-query';
import { clearSession, getSession } from './session';

// Logout. Later parts (notification socket, service worker caches) subscribe with `onLogout`.
/** May return a promise: the logout is over when every listener's work is (e.g. the IndexedDB wipe). */
type LogoutListener = () => void | Promise<void>;
const logoutListeners = new Set<LogoutListener>();

/** Given the ending login's access token: a last request made as that user (best effort). */
type FarewellListener = (access: string) => Promise<void>;
const farewellListeners = new Set<FarewellListener>();

/** The refresh token is revoked after the farewells, or after this long: a slow one never keeps a login alive. */
export const FAREWELL_LIMIT_MS = 3_000;

export function onLogout(listener: LogoutListener): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

/**
 * Runs at logout before the login ends on the server, with its access token: revoking the refresh token
 * ends the access token too (e.g. the device's push subscription is dropped from the server first).
 */
export function onLogoutFarewell(listener: FarewellListener): () => void {
  farewellListeners.add(listener);
  return () => farewellListeners.delete(listener);
}

function sayFarewells(access: string): Promise<unknown> {
  const all = Promise.allSettled([...farewellListeners].map(async (listener) => listener(access)));
  return Promise.race([all, new Promise((resolve) => setTimeout(resolve, FAREWELL_LIMIT_MS))]);
}

/**
 * Forgets everything the logged-in user had: cookies, cached server data, subscribers' state. Resolves when
 * the subscribers are done, so a page load that follows cannot cut their work short.
 */
export async function endSession(): Promise<void> {
  const { token } = getSession();
  clearSession();
  const farewells = token ? sayFarewells(token.access) : Promise.resolve();
  // The refresh token is revoked on the server too; its code is not on the first screen.
  if (token)
    void farewells
      .then(() => import('./token-refresh'))
      .then(({ revokeRefreshToken }) => revokeRefreshToken(token.refresh))
      .catch(() => undefined);
  queryClient.clear();
  await Promise.allSettled([
    farewells,
    ...[...logoutListeners].map(async (listener) => listener()),
  ]);
}

export type LogoutQuery = { redirectTo?: string };

/** Ends the session and goes to the login page, optionally with a query. */
export function logout(navigate?: (to: string) => unknown, query?: LogoutQuery): void {
  const ended = endSession();
  const to = paths.auth.login.getHref(query);
  if (navigate) void navigate(to);
  else void ended.then(() => window.location.assign(to));
}
