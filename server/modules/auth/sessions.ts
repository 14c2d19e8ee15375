import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, ne } from 'drizzle-orm';
import type { TokenPair } from '../../../contract/auth';
import type { Db } from '../../db/client';
import { refreshTokens, users } from '../../db/schema';
import { AUTH_MESSAGES, tokenNotValid } from './authenticate';
import { readToken, REFRESH_TTL_S, signToken } from './jwt';

// Logins as refresh-token families: jwt/create starts one, each refresh rotates within it, reuse of a
// rotated token ends it. An access token (5 minutes, as in simplejwt) names its family and works only while
// the family is live: authentication asks that in the query it makes for the user (principal.ts), so a
// logout, a password change or a revocation ends the login's access tokens at once, on every server process.
//
// Grace: a rotated token presented again within `graceSeconds` of its rotation (two tabs, a retry after a
// lost answer, two refreshes at once) gets the same successor again — its refresh token re-signed from the
// stored row, byte for byte the one already issued — instead of ending the login. Later it is reuse.

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

/** Logins (refresh families) one user keeps at once; a new one past it ends the one used longest ago. */
export const MAX_LOGINS_PER_USER = 50;

/**
 * jwt/create's new login. Past MAX_LOGINS_PER_USER live ones, those whose token was issued longest ago (by
 * login or refresh) end, so a flood of logins cannot grow a user's rows without bound. The user's row is
 * locked meanwhile: two logins at once cannot both count the same room.
 */
export async function startLogin(db: Db, secret: string, userId: number): Promise<TokenPair> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const tokens = await issueTokens(tx, secret, userId);
    // A live family has one unrevoked row, its newest token: the row's age is the login's last use.
    const beyond = tx
      .select({ jti: refreshTokens.jti })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .orderBy(desc(refreshTokens.createdAt), desc(refreshTokens.jti))
      .offset(MAX_LOGINS_PER_USER);
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(inArray(refreshTokens.jti, beyond));
    return tokens;
  });
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

type RefreshRow = typeof refreshTokens.$inferSelect;

/** The stored row of a signed, unexpired refresh token, spent or not. Throws 401 otherwise. */
async function refreshRow(db: Db, secret: string, token: string): Promise<RefreshRow> {
  const claims = readToken(secret, token, 'refresh');
  if (!claims) throw tokenNotValid();
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, claims.jti));
  if (!row) throw tokenNotValid();
  return row;
}

const familyIsLive = async (db: Db, familyId: string) =>
  (
    await db
      .select({ jti: refreshTokens.jti })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)))
      .limit(1)
  ).length > 0;

/**
 * A spent token presented again: the successor it was rotated to, when that was less than `graceSeconds` ago
 * and the login is still live. Otherwise the token is dead: a rotated one has leaked, so its login ends
 * (simplejwt's reuse detection); a logged-out one is «blacklisted». Throws 401 then.
 */
async function graceSuccessor(db: Db, row: RefreshRow, graceSeconds: number): Promise<RefreshRow> {
  const rotatedAt = row.replacedBy ? row.revokedAt : null;
  if (rotatedAt && Date.now() - rotatedAt.getTime() <= graceSeconds * 1000) {
    const [successor] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.jti, row.replacedBy!));
    if (successor && (await familyIsLive(db, row.familyId))) return successor;
  }
  if (!row.replacedBy) throw tokenNotValid(AUTH_MESSAGES.blacklisted);
  await revokeFamily(db, row.familyId); // reuse: the token has leaked
  throw tokenNotValid();
}

/** The refresh token a stored row was issued as: same claims, same `iat`, same signature. */
const resignRefresh = async (secret: string, row: RefreshRow) => {
  const exp = Math.round(row.expiresAt.getTime() / 1000);
  const { token } = await signToken(secret, 'refresh', row.userId, {
    jti: row.jti,
    now: exp - REFRESH_TTL_S,
  });
  return token;
};

/** Spends `row` for `next`, atomically: false when a concurrent refresh (or a logout) got there first. */
const spend = (db: Db, row: RefreshRow, next: { jti: string; exp: number }) =>
  db.transaction(async (tx) => {
    const spent = await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date(), replacedBy: next.jti })
      .where(and(eq(refreshTokens.jti, row.jti), isNull(refreshTokens.revokedAt)))
      .returning({ jti: refreshTokens.jti });
    if (spent.length === 0) return false;
    await tx.insert(refreshTokens).values({
      jti: next.jti,
      userId: row.userId,
      familyId: row.familyId,
      expiresAt: new Date(next.exp * 1000),
    });
    return true;
  });

/**
 * jwt/refresh: a new pair in the same family; the presented token is spent. Presented again within the
 * grace period — or by a concurrent refresh that lost the race — it answers with the same successor.
 */
export async function rotateRefresh(
  db: Db,
  secret: string,
  token: string,
  { graceSeconds }: { graceSeconds: number },
): Promise<TokenPair> {
  let row = await refreshRow(db, secret, token);
  const [owner] = await db
    .select({ isActive: users.isActive })
    .from(users)
    .where(eq(users.id, row.userId));
  if (!owner?.isActive) throw tokenNotValid();
  let refresh: string | null = null;
  if (!row.revokedAt) {
    const next = await signToken(secret, 'refresh', row.userId);
    if (await spend(db, row, next)) refresh = next.token;
    else {
      // Spent meanwhile: by a concurrent refresh with the same token (answered as a retry), or by a logout.
      const [now] = await db.select().from(refreshTokens).where(eq(refreshTokens.jti, row.jti));
      if (!now) throw tokenNotValid();
      row = now;
    }
  }
  refresh ??= await resignRefresh(secret, await graceSuccessor(db, row, graceSeconds));
  const access = await signToken(secret, 'access', row.userId, { familyId: row.familyId });
  return { access: access.token, refresh };
}

/**
 * jwt/blacklist: server-side logout of the token's login. A token rotated within the grace period still
 * names its login (the other tab refreshed just before this one logged out).
 */
export async function blacklistRefresh(
  db: Db,
  secret: string,
  token: string,
  { graceSeconds }: { graceSeconds: number },
): Promise<void> {
  const row = await refreshRow(db, secret, token);
  if (row.revokedAt) await graceSuccessor(db, row, graceSeconds);
  await revokeFamily(db, row.familyId);
}

/**
 * jwt/verify: any valid token whose login is still live; a refresh token must also not be spent (beyond its
 * grace period).
 */
export async function verifyAnyToken(
  db: Db,
  secret: string,
  token: string,
  { graceSeconds }: { graceSeconds: number },
): Promise<void> {
  const claims = readToken(secret, token);
  if (!claims) throw tokenNotValid();
  if (claims.token_type === 'access') {
    if (!claims.fid || !(await familyIsLive(db, claims.fid))) throw tokenNotValid();
    return;
  }
  const row = await refreshRow(db, secret, token);
  if (row.revokedAt) await graceSuccessor(db, row, graceSeconds);
}
