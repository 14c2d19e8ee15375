import type { AppContext } from '../../app-context';
import { and, eq } from 'drizzle-orm';
import type { RegisteredUser, RegisterRequest } from '../../../contract/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { HttpError, validationError, type FieldErrors } from '../../http/errors';
import { missingPk } from '../../http/references';
import { releaseExpiredInvitation } from './invitations';
import { activationMail } from './mails';
import { hashPassword } from '../../security/passwords';
import { passwordProblems } from './password-rules';
import { checkUserToken } from './user-tokens';
import {
  accountTypeById,
  creatingUser,
  emailTaken,
  USER_MESSAGES,
  userByEmail,
  userByUid,
} from './users.repo';

const SELF_REGISTERED_TYPES = new Set(['client', 'contractor']);

const add = (errors: FieldErrors, field: string, message: string) =>
  (errors[field] ??= []).push(message);

/**
 * Field errors of a new user's email and password pair, as djoser's create serializer reports them.
 * `now` is the app's clock: an invitation expires on the moment it was written with.
 */
export async function newUserProblems(
  db: Db,
  now: Date,
  { email, password, re_password }: { email: string; password: string; re_password: string },
  errors: FieldErrors = {},
): Promise<FieldErrors> {
  await releaseExpiredInvitation(db, email, now); // an expired invitation no longer holds the address
  if (await emailTaken(db, email)) add(errors, 'email', USER_MESSAGES.emailTaken);
  const weak = passwordProblems(password, { email });
  for (const message of weak) add(errors, 'password', message);
  if (weak.length === 0 && password !== re_password)
    add(errors, 'non_field_errors', USER_MESSAGES.passwordMismatch);
  return errors;
}

/** users/ POST: an inactive user and its activation mail, written together. */
export async function registerUser(
  ctx: AppContext,
  body: RegisterRequest,
): Promise<RegisteredUser> {
  const db = ctx.db.db;
  const errors: FieldErrors = {};
  const type = await accountTypeById(db, body.type_account);
  if (!type) add(errors, 'type_account', missingPk(body.type_account));
  else if (!SELF_REGISTERED_TYPES.has(type.name))
    add(errors, 'type_account', 'Этот тип аккаунта нельзя выбрать при регистрации.');
  await newUserProblems(db, ctx.clock(), body, errors);
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const password = await hashPassword(body.password, ctx.config.passwordHashLog2N);
  const { user, mailId } = await creatingUser(() =>
    db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email: body.email, password, typeAccountId: body.type_account })
        .returning();
      const mailId = await ctx.mailer.enqueue(tx, activationMail(ctx, user!));
      return { user: user!, mailId };
    }),
  );
  await ctx.mailer.dispatch([mailId]);
  return { id: user.id, email: user.email, type_account: user.typeAccountId };
}

/**
 * users/activation/: a wrong link is a 400. A used one (the account is active; the link was genuine, however
 * old) is djoser's 403, saying so with `code: "already_active"`, so the app offers to log in.
 */
export async function activateUser(
  ctx: AppContext,
  { uid, token }: { uid: string; token: string },
) {
  const db = ctx.db.db;
  const user = await userByUid(db, uid);
  if (!user) throw validationError({ uid: [USER_MESSAGES.invalidUid] });
  if (checkUserToken(ctx.secrets.jwt, 'activation', user, token)) {
    await db
      .update(users)
      .set({ isActive: true })
      .where(and(eq(users.id, user.id), eq(users.isActive, false)));
    return;
  }
  const asIssued = { ...user, isActive: false };
  if (
    user.isActive &&
    checkUserToken(ctx.secrets.jwt, 'activation', asIssued, token, undefined, { anyAge: true })
  )
    throw new HttpError(403, { detail: USER_MESSAGES.alreadyActive, code: 'already_active' });
  throw validationError({ token: [USER_MESSAGES.invalidToken] });
}

/** users/resend_activation/: silent whatever the email (it must not reveal who is registered). */
export async function resendActivation(ctx: AppContext, email: string): Promise<void> {
  const db = ctx.db.db;
  const user = await userByEmail(db, email);
  // An invited employee (no password yet) is activated by its set-password link instead.
  if (!user || user.isActive || user.password.startsWith('!')) return;
  const mailId = await ctx.mailer.enqueue(db, activationMail(ctx, user));
  await ctx.mailer.dispatch([mailId]);
}
