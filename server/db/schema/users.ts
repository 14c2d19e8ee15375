import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accountTypes } from './accounts';

/** A person who logs in. `email` is stored lowercased; `typeAccountId` is `client` or `contractor`. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    /** `scrypt$log2N$r$p$salt$hash`, or `!…` for "no usable password yet" (an invited employee). */
    password: text('password').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    typeAccountId: integer('type_account_id')
      .notNull()
      .references(() => accountTypes.id),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** The person: trimmed, blank until given (an invited employee may not have one yet). */
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Должность, e.g. «Арт-директор». */
    position: text('position').notNull().default(''),
  },
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`)],
);

/**
 * Issued refresh tokens by `jti`. A refresh rotates: the old row gets `revokedAt` + `replacedBy`. Presenting a
 * rotated token again after the grace period means it leaked, so its whole `familyId` (one login) is revoked.
 * A login is live while one of its rows is not revoked: every authenticated request asks that, through the
 * partial index (one row per live login).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: text('jti').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: text('replaced_by'),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_live_family_idx')
      .on(t.familyId)
      .where(sql`${t.revokedAt} is null`),
  ],
);
