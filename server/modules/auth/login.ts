import type { AppContext } from '../../app-context';
import { eq } from 'drizzle-orm';
import type { TokenPair } from '../../../contract/auth';
import { users } from '../../db/schema';
import { AUTH_MESSAGES, unauthorized } from './authenticate';
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from '../../security/passwords';
import { issueTokens, pruneExpiredTokens } from './sessions';
import { userByEmail } from './users.repo';

/** jwt/create: a new login (refresh family) for an active user with the right password. */
export async function login(
  ctx: AppContext,
  { email, password }: { email: string; password: string },
): Promise<TokenPair> {
  const db = ctx.db.db;
  const cost = ctx.config.passwordHashLog2N;
  const user = await userByEmail(db, email);
  const matches = user
    ? await verifyPassword(password, user.password)
    : await verifyNothing(password, cost);
  if (!user || !matches || !user.isActive) throw unauthorized(AUTH_MESSAGES.noActiveAccount);

  const rehashed = needsRehash(user.password, cost) ? await hashPassword(password, cost) : null;
  await db
    .update(users)
    .set({ lastLogin: new Date(), ...(rehashed ? { password: rehashed } : {}) })
    .where(eq(users.id, user.id));
  await pruneExpiredTokens(db, user.id);
  return issueTokens(db, ctx.secrets.jwt, user.id);
}
