import { eq, sql } from 'drizzle-orm';
import type { AccountType, AccountTypeName } from '../../../contract/reference';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { accountTypes, users } from '../../db/schema';
import { validationError } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { decodeUid } from './user-tokens';

/** What the auth services need from the app; a FastifyInstance is one. */
export interface AuthContext {
  db: { db: Db };
  jwtSecret: string;
  config: Pick<Config, 'publicUrl' | 'passwordHashLog2N'>;
  mailer: Mailer;
}

export const USER_MESSAGES = {
  emailTaken: 'Пользователь с таким email уже существует.',
  invalidUid: 'Неверный идентификатор пользователя или пользователь не существует.',
  invalidToken: 'Неверный токен для данного пользователя.',
  staleToken: 'Устаревший токен для данного пользователя.',
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

/** A unique-constraint violation (SQLSTATE 23505) of `constraint`, however deep the driver wrapped it. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === undefined || name === constraint;
  }
  return false;
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
