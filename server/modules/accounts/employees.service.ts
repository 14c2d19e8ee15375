import type { AppContext } from '../../app-context';
import { and, asc, eq } from 'drizzle-orm';
import type { Employee } from '../../../contract/accounts';
import type { Db } from '../../db/client';
import { contractorAccounts, contractors, roles, users } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import type { PageWindow } from '../../http/pagination';
import { windowTotal } from '../../http/sql';
import { employeeInviteMail } from '../auth';
import { unusablePassword } from '../../security/passwords';
import type { Principal } from '../auth';
import { accountTypeByName, creatingUser, emailTaken, USER_MESSAGES } from '../auth';
import { missingPk } from '../../http/references';

// An agency's staff, managed by its leader (`contractor-accounts-lider`). Every query is scoped to the
// leader's own agency: that is the object-level rule.

const employeeColumns = {
  id: contractorAccounts.id,
  user: users.id,
  email: users.email,
  is_active: users.isActive,
  role: { id: roles.id, name: roles.name, title: roles.title },
  type_account: contractorAccounts.typeAccountId,
  createdAt: contractorAccounts.createdAt,
};

const toEmployee = ({ createdAt, ...row }: { createdAt: Date } & Omit<Employee, 'created_at'>) => ({
  ...row,
  created_at: createdAt.toISOString(),
});

const leaderAgency = (leader: Principal) => {
  if (!leader.contractor) throw notFound();
  return leader.contractor.contractorId;
};

export async function listEmployees(db: Db, leader: Principal, win: PageWindow) {
  const employeeType = await accountTypeByName(db, 'contractor_user');
  const rows = await db
    .select({ ...employeeColumns, total: windowTotal() })
    .from(contractorAccounts)
    .innerJoin(users, eq(users.id, contractorAccounts.userId))
    .leftJoin(roles, eq(roles.id, contractorAccounts.roleId))
    .where(
      and(
        eq(contractorAccounts.contractorId, leaderAgency(leader)),
        eq(contractorAccounts.typeAccountId, employeeType.id),
      ),
    )
    .orderBy(asc(contractorAccounts.id))
    .limit(win.limit)
    .offset(win.offset);
  return rows.map(({ total, ...row }) => ({ total, item: toEmployee(row) }));
}

/** Adds an employee: a contractor user with no password yet, and a mail with its set-password link. */
export async function addEmployee(
  ctx: AppContext,
  leader: Principal,
  body: { email: string; role: number },
): Promise<Employee> {
  const db = ctx.db.db;
  const contractorId = leaderAgency(leader);
  const [role] = await db.select().from(roles).where(eq(roles.id, body.role));
  const errors: Record<string, string[]> = {};
  if (await emailTaken(db, body.email)) errors.email = [USER_MESSAGES.emailTaken];
  if (!role) errors.role = [missingPk(body.role)];
  else if (role.name === 'leader')
    errors.role = ['Руководитель у агентства один: выберите другую роль.'];
  if (Object.keys(errors).length > 0) throw validationError(errors);

  const [contractorType, employeeType] = [
    await accountTypeByName(db, 'contractor'),
    await accountTypeByName(db, 'contractor_user'),
  ];
  const created = await creatingUser(() =>
    db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          password: unusablePassword(),
          typeAccountId: contractorType.id,
        })
        .returning();
      const [account] = await tx
        .insert(contractorAccounts)
        .values({
          userId: user!.id,
          contractorId,
          typeAccountId: employeeType.id,
          roleId: role!.id,
        })
        .returning();
      const [agency] = await tx.select().from(contractors).where(eq(contractors.id, contractorId));
      const mailId = await ctx.mailer.enqueue(tx, employeeInviteMail(ctx, user!, agency!.name));
      return { user: user!, account: account!, mailId };
    }),
  );
  await ctx.mailer.dispatch([created.mailId]);
  return toEmployee({
    id: created.account.id,
    user: created.user.id,
    email: created.user.email,
    is_active: created.user.isActive,
    role: { id: role!.id, name: role!.name, title: role!.title },
    type_account: employeeType.id,
    createdAt: created.account.createdAt,
  });
}

/** Removes an employee of the leader's own agency: its user goes, and its logins with it (cascade). */
export async function removeEmployee(db: Db, leader: Principal, accountId: number): Promise<void> {
  const employeeType = await accountTypeByName(db, 'contractor_user');
  const [account] = await db
    .select()
    .from(contractorAccounts)
    .where(
      and(
        eq(contractorAccounts.id, accountId),
        eq(contractorAccounts.contractorId, leaderAgency(leader)),
        eq(contractorAccounts.typeAccountId, employeeType.id),
      ),
    );
  if (!account) throw notFound();
  await db.delete(users).where(eq(users.id, account.userId));
}
