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
  },
  (t) => [uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`)],
);

/**
 * Issued refresh tokens by `jti`. A refresh rotates: the old row gets `revokedAt` + `replacedBy`. Presenting a
 * rotated token again means it leaked, so its whole `familyId` (one login) is revoked.
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
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);
