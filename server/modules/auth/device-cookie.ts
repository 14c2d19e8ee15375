import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API, pathOf } from '../../../contract/api-paths';

// OWASP's device cookie (owasp.org/www-community/Slow_Down_Online_Guessing_Attacks_with_Device_Cookies):
// a browser that once logged in to an account gets a signed cookie naming that account; its later login
// failures count against that device alone, so failures from everywhere else cannot lock it out.
// One cookie per account (a browser may be used for several), sent only to the login endpoint.

const COOKIE_PREFIX = 'podryad_device_';
const NONCE_BYTES = 16;
/** Half a year: a device unused that long is a stranger again. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;
const LOGIN_PATH = pathOf(API.auth.tokenCreate);

/** A device that logged in to `userId` before; `nonce` tells it from the account's other devices. */
export interface Device {
  userId: number;
  nonce: string;
}

// A key of its own, so a device cookie can never be confused with a JWT or a mail link's signature.
const cookieKey = (secret: string) =>
  createHmac('sha256', secret).update('podryad/device-cookie/v1').digest();

const sign = (secret: string, userId: number, nonce: string) =>
  createHmac('sha256', cookieKey(secret)).update(`${userId}.${nonce}`).digest('base64url');

const cookieName = (userId: number) => `${COOKIE_PREFIX}${userId}`;

/** `Set-Cookie` of a new device cookie for `userId` (a new nonce: a fresh budget for this browser). */
export function deviceCookie(secret: string, userId: number, { secure }: { secure: boolean }) {
  const nonce = randomBytes(NONCE_BYTES).toString('base64url');
  const value = `${userId}.${nonce}.${sign(secret, userId, nonce)}`;
  return [
    `${cookieName(userId)}=${value}`,
    `Path=${LOGIN_PATH}`,
    `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

const VALUE = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** The device of a valid cookie for `userId` in the request's `Cookie` header; null for none, forged or foreign. */
export function readDevice(
  secret: string,
  cookieHeader: string | undefined,
  userId: number,
): Device | null {
  if (!cookieHeader) return null;
  const name = cookieName(userId);
  for (const pair of cookieHeader.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    const match = VALUE.exec(pair.slice(eq + 1).trim());
    if (!match || Number(match[1]) !== userId) continue;
    const nonce = match[2]!;
    const expected = Buffer.from(sign(secret, userId, nonce));
    const given = Buffer.from(match[3]!);
    if (expected.length === given.length && timingSafeEqual(expected, given))
      return { userId, nonce };
  }
  return null;
}
