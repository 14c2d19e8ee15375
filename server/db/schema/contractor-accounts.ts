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
  },
  (t) => [index('contractor_accounts_contractor_idx').on(t.contractorId)],
);
