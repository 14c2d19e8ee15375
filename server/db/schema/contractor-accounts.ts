import { index, integer, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { accountTypes, roles } from './accounts';
import { contractors } from './contractors';
import { users } from './users';

/**
 * Links a user to its agency: the leader (`typeAccountId` → `contractor`) or an employee
 * (`contractor_user`, with a role). One agency per user.
 */
export const contractorAccounts = pgTable(
  'contractor_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    typeAccountId: integer('type_account_id')
      .notNull()
      .references(() => accountTypes.id),
    roleId: integer('role_id').references(() => roles.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * An invited employee's pending invitation: until its user sets a password, the invitation holds the
     * address up to this moment (re-sending moves it); null for accounts that were never invited.
     */
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
  },
  (t) => [index('contractor_accounts_contractor_idx').on(t.contractorId)],
);

/**
 * Every invitation mail an agency sent (first or re-sent), for the per-agency hourly limit; rows older
 * than the window are pruned when the agency sends the next one. Withdrawn invitations still count.
 */
export const staffInvitationSends = pgTable(
  'staff_invitation_sends',
  {
    id: serial('id').primaryKey(),
    contractorId: integer('contractor_id')
      .notNull()
      .references(() => contractors.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_invitation_sends_contractor_idx').on(t.contractorId, t.sentAt)],
);
