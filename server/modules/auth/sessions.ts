import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import type { TokenPair } from '../../../contract/auth';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { AUTH_MESSAGES, tokenNotValid } from './authenticate';
import { readToken, signToken } from './jwt';

// Logins as refresh-token families: jwt/create starts one, each refresh rotates within it, reuse of a
// rotated token ends it. Access tokens are stateless (5 minutes), as in simplejwt.

export async function issueTokens(
  db: Db,
  secret: string,
  userId: number,
  familyId: string = randomUUID(),
): Promise<TokenPair> {
  const refresh = await signToken(secret, 'refresh', userId);
  await db.insert(refreshTokens).values({
    jti: refresh.jti,
    userId,
    familyId,
    expiresAt: new Date(refresh.exp * 1000),
  });
  const access = await signToken(secret, 'access', userId, { familyId });
  return { access: access.token, refresh: refresh.token };
}

export const revokeFamily = (db: Db, familyId: string) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));

/** Ends every login of the user except `keepFamily` (the caller's own, on set_password). */
export const revokeUserTokens = (db: Db, userId: number, keepFamily?: string | null) =>
  db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepFamily ? ne(refreshTokens.familyId, keepFamily) : undefined,
      ),
    );

export const pruneExpiredTokens = (db: Db, userId: number) =>
  db
    .delete(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), lt(refreshTokens.expiresAt, new Date())));

/** The stored row of a valid refresh token; a rotated one ends its family. Throws 401 otherwise. */
async function liveRefreshRow(db: Db, secret: string, token: string) {
  const claims = await readToken(secret, token, 'refresh');
  if (!claims) throw tokenNotValid();
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, claims.jti));
  if (!row) throw tokenNotValid();
  if (row.revokedAt) {
    if (row.replacedBy) await revokeFamily(db, row.familyId); // reuse: the token has leaked
    throw tokenNotValid(row.replacedBy ? AUTH_MESSAGES.tokenNotValid : AUTH_MESSAGES.blacklisted);
  }
  return row;
}

/** jwt/refresh: a new pair in the same family; the presented token is spent. */
export async function rotateRefresh(db: Db, secret: string, token: string): Promise<TokenPair> {
  const row = await liveRefreshRow(db, secret, token);
  const [owner] = await db
    .select({ isActive: users.isActive })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!owner?.isActive) throw tokenNotValid();
  const next = await signToken(secret, 'refresh', row.userId);
  const rotated = await db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date(), replacedBy: next.jti })
      .where(and(eq(refreshTokens.jti, row.jti), isNull(refreshTokens.revokedAt)))
      .returning({ jti: refreshTokens.jti });
    if (spent.length === 0) return false; // spent meanwhile by a concurrent refresh: reuse
    await tx.insert(refreshTokens).values({
      jti: next.jti,
      userId: row.userId,
      familyId: row.familyId,
      expiresAt: new Date(next.exp * 1000),
    });
    return true;
  });
  if (!rotated) {
    await revokeFamily(db, row.familyId);
    throw tokenNotValid();
  }
  const access = await signToken(secret, 'access', row.userId, { familyId: row.familyId });
  return { access: access.token, refresh: next.token };
}

/** jwt/blacklist: server-side logout of the token's login. */
export async function blacklistRefresh(db: Db, secret: string, token: string): Promise<void> {
  const row = await liveRefreshRow(db, secret, token);
  await revokeFamily(db, row.familyId);
}

/** jwt/verify: any valid token; a refresh token must also still be live. */
export async function verifyAnyToken(db: Db, secret: string, token: string): Promise<void> {
  const claims = await readToken(secret, token);
  if (!claims) throw tokenNotValid();
  if (claims.token_type === 'refresh') await liveRefreshRow(db, secret, token);
}
