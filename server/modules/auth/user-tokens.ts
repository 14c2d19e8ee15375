import { createHmac, timingSafeEqual } from 'node:crypto';

// One-use tokens of the activation and reset links (djoser's uid + token). The HMAC covers everything
// the link's use changes — the password hash and its change time, email, is_active — so a used,
// outdated or re-targeted link stops working; `issued` makes it expire.

export type UserTokenPurpose = 'activation' | 'reset';

export interface UserTokenSubject {
  id: number;
  email: string;
  password: string;
  isActive: boolean;
  passwordChangedAt: Date;
}

export const USER_TOKEN_TTL_S = 3 * 24 * 60 * 60;
const CLOCK_SKEW_S = 60;

const nowSeconds = () => Math.floor(Date.now() / 1000);

// A key of its own, so a user token can never be confused with a JWT signature.
const tokenKey = (secret: string) =>
  createHmac('sha256', secret).update('podryad/user-token/v1').digest();

function signature(
  secret: string,
  purpose: UserTokenPurpose,
  user: UserTokenSubject,
  issued: number,
) {
  const payload = [
    purpose,
    user.id,
    user.password,
    user.passwordChangedAt.getTime(),
    user.email,
    user.isActive ? 1 : 0,
    issued,
  ].join('\u0000');
  return createHmac('sha256', tokenKey(secret)).update(payload).digest('base64url');
}

export function makeUserToken(
  secret: string,
  purpose: UserTokenPurpose,
  user: UserTokenSubject,
  issued = nowSeconds(),
): string {
  return `${issued.toString(36)}-${signature(secret, purpose, user, issued)}`;
}

/**
 * Whether `token` is a valid `purpose` token of `user` as it is now; `anyAge` skips the expiry (to recognise
 * a link that was genuine once, not to accept it).
 */
export function checkUserToken(
  secret: string,
  purpose: UserTokenPurpose,
  user: UserTokenSubject,
  token: string,
  now = nowSeconds(),
  { anyAge = false }: { anyAge?: boolean } = {},
): boolean {
  const match = /^([0-9a-z]{1,10})-([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const issued = parseInt(match[1]!, 36);
  if (!anyAge && (issued > now + CLOCK_SKEW_S || now - issued > USER_TOKEN_TTL_S)) return false;
  const expected = Buffer.from(signature(secret, purpose, user, issued));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** djoser's `uid`: the user id, base64url. */
export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');

export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2147483647 ? id : null;
}
