import { API, apiPath } from '../../contract/api-paths';
import { env } from '../config/env';
import { getSession, isSessionToken, setSession, type SessionToken } from './session';
import { notifyUnauthorized } from './unauthorized';

// Access tokens live 5 minutes; refresh tokens rotate, and the server ends the whole login when a rotated
// refresh token comes back after its 30 s grace (within it, the same new pair is answered again: a retry or
// a browser without Web Locks is safe). Still, one refresh at a time in this tab (a shared promise) and
// across tabs (a Web Lock, then the cookie re-read): no needless rotation.

/** Refresh this long before the access token expires, so a request never leaves with a dying token. */
export const ACCESS_REFRESH_MARGIN_MS = 60_000;
const REFRESH_LOCK = 'token-refresh';

/** The `exp` claim of a JWT in ms, read without a library (no signature check: the server does that). */
export function tokenExpiresAt(jwt: string): number | null {
  const payload = jwt.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    const exp = (claims as { exp?: unknown } | null)?.exp;
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the token expires within the margin (an unreadable one is left to the server's 401). */
export function needsRefresh(access: string, now = Date.now()): boolean {
  const expiresAt = tokenExpiresAt(access);
  return expiresAt !== null && expiresAt - now < ACCESS_REFRESH_MARGIN_MS;
}

/** Runs `task` holding the cross-tab lock where the browser has Web Locks; alone otherwise. */
function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? locks.request(REFRESH_LOCK, task) : task();
}

/** The outcome of a refresh: new tokens, `expired` (the login is over: log out), or a thrown network error. */
export type RefreshResult = SessionToken | 'expired';

async function postRefresh(refresh: string): Promise<RefreshResult> {
  const response = await fetch(`${env.API_URL}${apiPath(API.auth.tokenRefresh)}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
  });
  if (response.status === 401 || response.status === 400) return 'expired';
  if (!response.ok) throw new Error(`token refresh: HTTP ${response.status}`);
  const tokens: unknown = await response.json();
  if (!isSessionToken(tokens)) throw new Error('token refresh: unexpected answer');
  return { access: tokens.access, refresh: tokens.refresh };
}

let inFlight: Promise<RefreshResult> | null = null;

/**
 * New tokens for a session whose access token `stale` is expiring or was refused. Concurrent callers share
 * one refresh; inside the lock the cookie is read again, and if another tab (or an earlier refresh here)
 * already replaced `stale`, its fresh tokens are used and nothing is sent.
 */
export function refreshSession(stale: string): Promise<RefreshResult> {
  inFlight ??= withRefreshLock(async () => {
    const current = getSession().token;
    if (!current) return 'expired';
    if (current.access !== stale && !needsRefresh(current.access)) return current;
    const next = await postRefresh(current.refresh);
    if (next !== 'expired') setSession({ token: next });
    return next;
  }).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/**
 * The access token to send now: the session's, refreshed first when it is about to expire. null for a
 * guest, and when the login is over: then the app logs out, and the request goes as a guest's.
 */
export async function freshAccessToken(): Promise<string | null> {
  const token = getSession().token;
  if (!token) return null;
  if (!needsRefresh(token.access)) return token.access;
  try {
    const next = await refreshSession(token.access);
    if (next !== 'expired') return next.access;
    notifyUnauthorized();
    return null;
  } catch {
    return token.access; // offline or a server hiccup: try with what we have, the server decides
  }
}

/** Server-side logout: the login's refresh token is revoked (simplejwt's blacklist). Best effort. */
export async function revokeRefreshToken(refresh: string): Promise<void> {
  await fetch(`${env.API_URL}${apiPath(API.auth.tokenBlacklist)}`, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify({ refresh }),
    keepalive: true,
  }).catch(() => undefined);
}
