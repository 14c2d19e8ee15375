import { signal } from './signal';

// The session lives in two cookies: `user` and `token`, both JSON.
const USER_COOKIE = 'user';
const TOKEN_COOKIE = 'token';
const SESSION_COOKIE_SECONDS = 30 * 24 * 60 * 60;

export type AccountType = { id: number; name: string };
export type SessionUser = { id: number; type_account: number | null; accountTypes: AccountType[] };
export type SessionToken = { access: string; refresh: string };
export type Session = { user: SessionUser | null; token: SessionToken | null };

// Hand-written checks rather than zod: this module is on the first screen, the zod core is not.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isAccountType = (value: unknown): value is AccountType =>
  isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string';

export const isSessionUser = (value: unknown): value is SessionUser =>
  isRecord(value) &&
  typeof value.id === 'number' &&
  (typeof value.type_account === 'number' || value.type_account === null) &&
  Array.isArray(value.accountTypes) &&
  value.accountTypes.every(isAccountType);

export const isSessionToken = (value: unknown): value is SessionToken =>
  isRecord(value) && typeof value.access === 'string' && typeof value.refresh === 'string';

// document.cookie by hand rather than js-cookie: this module is in every page's entry. Values are
// percent-encoded (as js-cookie wrote them, so cookies set before still read).
const cookieValue = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined; // the server renders public pages as a guest
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((pair) => pair.startsWith(prefix));
  return found === undefined ? undefined : found.slice(prefix.length);
};

const writeCookie = (name: string, value: string, maxAgeSeconds: number): void => {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax${secure}`;
};

/** A cookie's JSON value when it has the expected shape; a missing or tampered cookie reads as absent. */
const readCookie = <T>(name: string, isValid: (value: unknown) => value is T): T | null => {
  const raw = cookieValue(name);
  if (raw === undefined) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
};

/** Reads the cookies every time: they are the source of truth (another tab may have logged out). */
export function getSession(): Session {
  return {
    user: readCookie(USER_COOKIE, isSessionUser),
    token: readCookie(TOKEN_COOKIE, isSessionToken),
  };
}

/** The same session as a signal, for components that must re-render on login/logout. */
export const sessionSignal = signal<Session>(getSession());

export function setSession(next: Partial<Session>): void {
  if (next.user) writeCookie(USER_COOKIE, JSON.stringify(next.user), SESSION_COOKIE_SECONDS);
  if (next.token) writeCookie(TOKEN_COOKIE, JSON.stringify(next.token), SESSION_COOKIE_SECONDS);
  sessionSignal.value = getSession();
}

export function clearSession(): void {
  writeCookie(USER_COOKIE, '', 0);
  writeCookie(TOKEN_COOKIE, '', 0);
  sessionSignal.value = { user: null, token: null };
}
