import type { AppContext } from '../../app-context';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractorAccounts, contractors, users } from '../../db/schema';
import { validationError } from '../../http/errors';
import { expiredInvitationMessage, isExpiredInvitee } from './invitations';
import { notify } from '../../realtime';
import { agencyMembersWith } from './agency-rights';
import { resetMail } from './mails';
import { hashPassword, verifyPassword } from '../../security/passwords';
import { passwordProblems } from './password-rules';
import type { ResetMailLimit } from './reset-mail-limit';
import type { Principal } from './principal';
import { revokeUserTokens } from './sessions';
import { checkUserToken } from './user-tokens';
import { USER_MESSAGES, userByEmail, userByUid, type UserRow } from './users.repo';

/**
 * users/reset_password/: a reset link to a known email, at most RESET_MAILS_PER_HOUR an hour; the same 204
 * for an unknown one or past the limit.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  allowResetMail: ResetMailLimit,
  email: string,
): Promise<void> {
  const db = ctx.db.db;
  const user = await userByEmail(db, email);
  if (
    !user ||
    (await isExpiredInvitee(db, user.id, ctx.clock())) ||
    !(await allowResetMail(user.id))
  )
    return;
  const mailId = await ctx.mailer.enqueue(db, resetMail(ctx, user));
  await ctx.mailer.dispatch([mailId]);
}

/**
 * Replaces the password only if it is still `user.password`, so of two uses of one link only one wins.
 * `activate`: the link came by mail, which proves the address (an invited employee starts this way).
 */
async function replacePassword(
  ctx: AppContext,
  user: UserRow,
  newPassword: string,
  { activate, tx = ctx.db.db }: { activate: boolean; tx?: Db },
): Promise<boolean> {
  const password = await hashPassword(newPassword, ctx.config.passwordHashLog2N);
  const changed = await tx
    .update(users)
    .set({ password, passwordChangedAt: new Date(), ...(activate ? { isActive: true } : {}) })
    .where(and(eq(users.id, user.id), eq(users.password, user.password)))
    .returning({ id: users.id });
  return changed.length > 0;
}

const weakPassword = (password: string, email: string) => {
  const problems = passwordProblems(password, { email });
  return problems.length > 0 ? validationError({ new_password: problems }) : null;
};

/** users/reset_password_confirm/: new password, every login of the user ended. */
export async function confirmPasswordReset(
  ctx: AppContext,
  body: { uid: string; token: string; new_password: string },
): Promise<void> {
  const user = await userByUid(ctx.db.db, body.uid);
  if (!user) throw validationError({ uid: [USER_MESSAGES.invalidUid] });
  if (!checkUserToken(ctx.secrets.jwt, 'reset', user, body.token))
    throw validationError({ token: [USER_MESSAGES.invalidToken] });
  const expired = await expiredInvitationMessage(ctx.db.db, user.id, ctx.clock());
  if (expired) throw validationError({ token: [expired] });
  const weak = weakPassword(body.new_password, user.email);
  if (weak) throw weak;
  const invitee = !user.isActive && user.password.startsWith('!');
  const replaced = await ctx.db.db.transaction(async (tx) => {
    if (!(await replacePassword(ctx, user, body.new_password, { activate: true, tx })))
      return false;
    if (invitee) await announceNewEmployee(tx, user);
    return true;
  });
  if (!replaced) throw validationError({ token: [USER_MESSAGES.invalidToken] });
  await revokeUserTokens(ctx.db.db, user.id);
}

/** An invited employee has set a password: the agency's people who manage the team are told. */
async function announceNewEmployee(tx: Db, user: UserRow): Promise<void> {
  const [agency] = await tx
    .select({ id: contractors.id, name: contractors.name })
    .from(contractorAccounts)
    .innerJoin(contractors, eq(contractors.id, contractorAccounts.contractorId))
    .where(eq(contractorAccounts.userId, user.id));
  if (!agency) return;
  const managers = await agencyMembersWith(tx, agency.id, 'manageStaff');
  const name = `${user.firstName} ${user.lastName}`.trim();
  await notify(tx, {
    kind: 'employee_joined',
    recipients: managers.filter((id) => id !== user.id),
    params: { employee: name || user.email, email: user.email, agency: agency.name },
  });
}

/** users/set_password/: needs the current password; ends the user's other logins, keeps this one. */
export async function setPassword(
  ctx: AppContext,
  principal: Principal,
  body: { current_password: string; new_password: string },
): Promise<void> {
  const [user] = await ctx.db.db.select().from(users).where(eq(users.id, principal.id));
  if (!user || !(await verifyPassword(body.current_password, user.password)))
    throw validationError({ current_password: [USER_MESSAGES.wrongPassword] });
  const weak = weakPassword(body.new_password, user.email);
  if (weak) throw weak;
  if (!(await replacePassword(ctx, user, body.new_password, { activate: false })))
    throw validationError({ current_password: [USER_MESSAGES.wrongPassword] });
  await revokeUserTokens(ctx.db.db, user.id, principal.tokenFamily);
}
