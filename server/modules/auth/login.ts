import type { AppContext } from '../../app-context';
import { eq } from 'drizzle-orm';
import type { TokenPair } from '../../../contract/auth';
import { users } from '../../db/schema';
import { AUTH_MESSAGES, unauthorized } from './authenticate';
import { hashPassword, needsRehash, verifyNothing, verifyPassword } from '../../security/passwords';
import { deviceCookie, readDevice } from './device-cookie';
import { pruneExpiredTokens, startLogin } from './sessions';
import type { LoginThrottle } from './login-throttle';
import { userByEmail } from './users.repo';

/** The right password of an account not activated yet: said only to who knows the password. */
export const INACTIVE_ACCOUNT = {
  detail: 'Аккаунт ещё не активирован. Откройте ссылку из письма или запросите письмо ещё раз.',
  code: 'user_inactive',
} as const;

/** Who is logging in: the address and the `Cookie` header (a device cookie, if any). */
export interface LoginClient {
  ip: string;
  cookieHeader: string | undefined;
  https: boolean;
}

/**
 * jwt/create: a new login (refresh family) for an active user with the right password, and a new device
 * cookie for this browser. Throttled by `loginThrottle`: failures only, a known device on its own budget.
 */
export async function login(
  ctx: AppContext,
  throttle: LoginThrottle,
  client: LoginClient,
  { email, password }: { email: string; password: string },
): Promise<{ tokens: TokenPair; setCookie: string }> {
  const db = ctx.db.db;
  const cost = ctx.config.passwordHashLog2N;
  const user = await userByEmail(db, email);
  const device = user ? readDevice(ctx.secrets.jwt, client.cookieHeader, user.id) : null;
  const matches = await throttle({ ip: client.ip, email, device }, () =>
    user ? verifyPassword(password, user.password) : verifyNothing(password, cost),
  );
  if (!user || !matches) throw unauthorized(AUTH_MESSAGES.noActiveAccount);
  if (!user.isActive) throw unauthorized(INACTIVE_ACCOUNT.detail, INACTIVE_ACCOUNT.code);

  const rehashed = needsRehash(user.password, cost) ? await hashPassword(password, cost) : null;
  await db
    .update(users)
    .set({ lastLogin: new Date(), ...(rehashed ? { password: rehashed } : {}) })
    .where(eq(users.id, user.id));
  await pruneExpiredTokens(db, user.id);
  const tokens = await startLogin(db, ctx.secrets.jwt, user.id);
  const https = client.https || ctx.config.publicUrl.startsWith('https:');
  return { tokens, setCookie: deviceCookie(ctx.secrets.jwt, user.id, { secure: https }) };
}
