import { eq, sql } from 'drizzle-orm';
import type { AccountType, AccountTypeName } from '../../../contract/reference';
import type { Db } from '../../db/client';
import { accountTypes, users } from '../../db/schema';
import { isUniqueViolation } from '../../db/errors';
import { validationError } from '../../http/errors';
import { decodeUid } from './user-tokens';

export const USER_MESSAGES = {
  emailTaken: 'Пользователь с таким email уже существует.',
  invalidUid: 'Неверный идентификатор пользователя или пользователь не существует.',
  invalidToken: 'Неверный токен для данного пользователя.',
  alreadyActive: 'Аккаунт уже активирован: войдите с вашим email и паролем.',
  passwordMismatch: 'Пароли не совпадают.',
  wrongPassword: 'Неверный пароль.',
} as const;

export type UserRow = typeof users.$inferSelect;

// Emails are stored lowercased; comparing lower(email) lets the unique index answer.
const emailIs = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

export async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(emailIs(email));
  return row;
}

export async function emailTaken(db: Db, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(emailIs(email));
  return row !== undefined;
}

export async function userByUid(db: Db, uid: string): Promise<UserRow | undefined> {
  const id = decodeUid(uid);
  if (id === null) return undefined;
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function accountTypeByName(db: Db, name: AccountTypeName): Promise<AccountType> {
  const [row] = await db.select().from(accountTypes).where(eq(accountTypes.name, name));
  if (!row) throw new Error(`account type ${name} is not seeded`);
  return { id: row.id, name };
}

export async function accountTypeById(db: Db, id: number): Promise<AccountType | undefined> {
  const [row] = await db.select().from(accountTypes).where(eq(accountTypes.id, id));
  return row && { id: row.id, name: row.name as AccountTypeName };
}

/** Runs a write that creates a user; a concurrent registration of the same email becomes a 400. */
export async function creatingUser<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_uq'))
      throw validationError({ email: [USER_MESSAGES.emailTaken] });
    throw error;
  }
}
