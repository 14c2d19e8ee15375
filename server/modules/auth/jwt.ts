import { randomUUID } from 'node:crypto';
import { createVerifier, TokenError } from 'fast-jwt';
import { SignJWT } from 'jose';
import type { TokenClaims } from '../../../contract/auth';

// simplejwt-compatible tokens: HS256, claims token_type/exp/iat/jti/user_id; access 5 min, refresh 1 day.

export const ACCESS_TTL_S = 5 * 60;
export const REFRESH_TTL_S = 24 * 60 * 60;

export type TokenType = TokenClaims['token_type'];
/** An access token also names its login (`fid`, the refresh family), so set_password can spare it. */
export type ReadClaims = TokenClaims & { fid?: string };

// The secret imported once as an HMAC key: given raw bytes, jose imports them again on every sign.
const keys = new Map<string, Promise<CryptoKey>>();
const keyOf = (secret: string) => {
  let key = keys.get(secret);
  if (!key)
    keys.set(
      secret,
      (key = crypto.subtle.importKey(
        'raw',
        new TextEncoder().encode(secret),
        { name: 'HMAC', hash: 'SHA-256' },
        false,
        ['sign'],
      )),
    );
  return key;
};

/** The largest id a PostgreSQL `integer` column holds: a `user_id` claim beyond it names nobody. */
export const MAX_ID = 2_147_483_647;

/**
 * Signs a token. Given the same `jti` and `now`, the same claims give the same token, byte for byte: a refresh
 * answered again within its grace period re-signs the successor from its stored row (see sessions.ts).
 */
export async function signToken(
  secret: string,
  type: TokenType,
  userId: number,
  {
    familyId,
    now = Math.floor(Date.now() / 1000),
    jti = randomUUID().replaceAll('-', ''),
  }: { familyId?: string; now?: number; jti?: string } = {},
): Promise<{ token: string; jti: string; exp: number }> {
  const exp = now + (type === 'access' ? ACCESS_TTL_S : REFRESH_TTL_S);
  const claims = { token_type: type, user_id: userId, ...(familyId ? { fid: familyId } : {}) };
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(exp)
    .setJti(jti)
    .sign(await keyOf(secret));
  return { token, jti, exp };
}

// One verifier per secret. Synchronous (fast-jwt verifies with node:crypto): jose's verify is WebCrypto's, a
// job on libuv's thread pool and back, and on a busy machine that hop was the cached ranking's tail (scratch
// profile at load 7: p95 6.1 ms between the request and the principal's read, against 0.3 ms p50).
const verifiers = new Map<string, (token: string) => Record<string, unknown>>();
const verifierOf = (secret: string) => {
  let verify = verifiers.get(secret);
  if (!verify) {
    verify = createVerifier({ key: secret, algorithms: ['HS256'] });
    verifiers.set(secret, verify);
  }
  return verify;
};

/** The claims of a valid, unexpired token of `type` (any type when omitted); null otherwise. */
export function readToken(secret: string, token: string, type?: TokenType): ReadClaims | null {
  let payload: Record<string, unknown>;
  try {
    payload = verifierOf(secret)(token);
  } catch (error) {
    if (error instanceof TokenError) return null;
    throw error;
  }
  const { token_type, user_id, jti, exp, iat, fid } = payload;
  if (token_type !== 'access' && token_type !== 'refresh') return null;
  if (type && token_type !== type) return null;
  if (typeof user_id !== 'number' || !Number.isSafeInteger(user_id)) return null;
  if (typeof jti !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return null;
  return { token_type, user_id, jti, exp, iat, ...(typeof fid === 'string' ? { fid } : {}) };
}
