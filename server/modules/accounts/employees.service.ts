import type { AppContext } from '../../app-context';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Employee, EmployeeCreate } from '../../../contract/accounts';
import type { Db } from '../../db/client';
import {
  contractorAccounts,
  contractors,
  roles,
  staffInvitationSends,
  users,
} from '../../db/schema';
import { HttpError, notFound, validationError } from '../../http/errors';
import type { PageWindow } from '../../http/pagination';
import {
  employeeInviteMail,
  accountTypeByName,
  creatingUser,
  emailTaken,
  releaseExpiredInvitation,
  USER_MESSAGES,
} from '../auth';
import {
  countInvitationSend,
  invitationExpiry,
  invitationTtlDays,
  invitedNames,
  isInvitationPending,
  listMembers,
  withInvitationStatus,
  type InvitationSends,
} from './member-invitations';
import { unusablePassword } from '../../security/passwords';
import type { Principal } from '../auth';
import { missingPk } from '../../http/references';
import { enforcePlanLimit } from '../plans';

// An agency's team (`contractor-accounts-lider`): every member sees it, the leader and managers manage it
// (the routes' guards). Every query is scoped to the caller's own agency: that is the object-level rule.

export const STAFF_MESSAGES = {
  oneLeader: 'Руководитель у агентства один: выберите другую роль.',
  notYourself: 'Свою роль и своё участие в команде может изменить только руководитель агентства.',
  alreadyAccepted: 'Сотрудник уже принял приглашение.',
  tooMany: (perHour: number, minutes: number) =>
    `Агентство может отправить не больше ${perHour} приглашений в час. ` +
    `Следующее можно будет отправить через ${minutes} мин.`,
} as const;

const employeeColumns = {
  id: contractorAccounts.id,
  user: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  position: users.position,
  is_active: users.isActive,
  role: { id: roles.id, name: roles.name, title: roles.title },
  type_account: contractorAccounts.typeAccountId,
  createdAt: contractorAccounts.createdAt,
  invitationExpiresAt: contractorAccounts.invitationExpiresAt,
};

type EmployeeRow = {
  createdAt: Date;
  invitationExpiresAt: Date | null;
} & Omit<Employee, 'created_at' | 'invitation_status' | 'invitation_expires_at'>;

const toEmployee = (row: EmployeeRow, now: Date): Employee => withInvitationStatus(row, now);

const agencyOf = (member: Principal) => {
  if (!member.contractor) throw notFound();
  return member.contractor.contractorId;
};

const employeeTypeId = async (db: Db) => (await accountTypeByName(db, 'contractor_user')).id;

async function employeeRow(db: Db, member: Principal, accountId: number) {
  const [row] = await db
    .select({ ...employeeColumns, password: users.password })
    .from(contractorAccounts)
    .innerJoin(users, eq(users.id, contractorAccounts.userId))
    .leftJoin(roles, eq(roles.id, contractorAccounts.roleId))
    .where(
      and(
        eq(contractorAccounts.id, accountId),
        eq(contractorAccounts.contractorId, agencyOf(member)),
        eq(contractorAccounts.typeAccountId, await employeeTypeId(db)),
      ),
    );
  if (!row) throw notFound();
  const { password, ...employee } = row;
  return { employee, pending: isInvitationPending({ isActive: row.is_active, password }) };
}

/** A manager manages the others, not its own place in the team. */
const notSelf = (member: Principal, accountId: number) => {
  if (member.contractor?.accountId === accountId)
    throw new HttpError(403, { detail: STAFF_MESSAGES.notYourself });
};

export async function listEmployees(
  ctx: AppContext,
  member: Principal,
  win: PageWindow,
): Promise<{ total: number; item: Employee }[]> {
  return listMembers<EmployeeRow>(
    ctx,
    {
      accounts: contractorAccounts,
      columns: employeeColumns,
      leftJoins: [{ table: roles, on: eq(roles.id, contractorAccounts.roleId) }],
      where: and(
        eq(contractorAccounts.contractorId, agencyOf(member)),
        eq(contractorAccounts.typeAccountId, await employeeTypeId(ctx.db.db)),
      ),
      orderBy: [asc(contractorAccounts.id)],
    },
    win,
  );
}

/** An agency's invitation mails (first or re-sent), for its hourly limit. */
const agencySends = (contractorId: number): InvitationSends => ({
  lockInviter: (tx) =>
    tx
      .select({ id: contractors.id })
      .from(contractors)
      .where(eq(contractors.id, contractorId))
      .for('update'),
  table: staffInvitationSends,
  ofInviter: eq(staffInvitationSends.contractorId, contractorId),
  record: (tx, sentAt) => tx.insert(staffInvitationSends).values({ contractorId, sentAt }),
  tooMany: STAFF_MESSAGES.tooMany,
});

/** The invitation mail of `userId` (already written in `tx`), with the agency's name and the role. */
async function enqueueInvitation(ctx: AppContext, tx: Db, userId: number, contractorId: number) {
  const [row] = await tx
    .select({ user: users, agency: contractors.name, roleTitle: roles.title })
    .from(users)
    .innerJoin(contractorAccounts, eq(contractorAccounts.userId, users.id))
    .innerJoin(contractors, eq(contractors.id, contractorId))
    .leftJoin(roles, eq(roles.id, contractorAccounts.roleId))
    .where(eq(users.id, userId));
  return ctx.mailer.enqueue(
    tx,
    employeeInviteMail(ctx, row!.user, {
      agencyName: row!.agency,
      roleTitle: row!.roleTitle ?? 'сотрудник',
      ttlDays: invitationTtlDays(ctx),
    }),
  );
}

/** A pending invitation to `email` from this agency, if there is one. */
async function ownPendingInvitation(db: Db, contractorId: number, email: string) {
  const [row] = await db
    .select({
      accountId: contractorAccounts.id,
      password: users.password,
      isActive: users.isActive,
    })
    .from(users)
    .innerJoin(contractorAccounts, eq(contractorAccounts.userId, users.id))
    .where(
      and(
        sql`lower(${users.email}) = ${email}`,
        eq(contractorAccounts.contractorId, contractorId),
        eq(contractorAccounts.typeAccountId, await employeeTypeId(db)),
      ),
    );
  return row && isInvitationPending(row) ? row.accountId : undefined;
}

/**
 * Invites an employee: a contractor user with no password yet, and a mail with its set-password link.
 * An address this agency already invited (pending or expired) is invited again with the new role and
 * names; one whose invitation elsewhere expired is freed first.
 */
export async function inviteEmployee(
  ctx: AppContext,
  member: Principal,
  body: EmployeeCreate,
): Promise<Employee> {
  const db = ctx.db.db;
  const contractorId = agencyOf(member);
  const [role] = await db.select().from(roles).where(eq(roles.id, body.role));
  const errors: Record<string, string[]> = {};
  if (!role) errors.role = [missingPk(body.role)];
  else if (role.name === 'leader') errors.role = [STAFF_MESSAGES.oneLeader];
  const now = ctx.clock();
  const again = await ownPendingInvitation(db, contractorId, body.email);
  if (again === undefined) {
    await releaseExpiredInvitation(db, body.email, now);
    if (await emailTaken(db, body.email)) errors.email = [USER_MESSAGES.emailTaken];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (again !== undefined) return renewInvitation(ctx, member, again, { ...body, role: role!.id });

  const employeeType = await employeeTypeId(db);
  const contractorType = await accountTypeByName(db, 'contractor');
  const created = await creatingUser(() =>
    db.transaction(async (tx) => {
      await countInvitationSend(ctx, tx, agencySends(contractorId), now);
      // A new member within the plan's limit, counted under the agency's lock countInvitationSend took (a
      // renewed invitation is one already counted).
      await enforcePlanLimit(tx, contractorId, 'employees', now);
      const [user] = await tx
        .insert(users)
        .values({
          email: body.email,
          password: unusablePassword(),
          typeAccountId: contractorType.id,
          ...invitedNames(body),
        })
        .returning();
      const [account] = await tx
        .insert(contractorAccounts)
        .values({
          userId: user!.id,
          contractorId,
          typeAccountId: employeeType,
          roleId: role!.id,
          invitationExpiresAt: invitationExpiry(ctx, now),
        })
        .returning();
      const mailId = await enqueueInvitation(ctx, tx, user!.id, contractorId);
      return { accountId: account!.id, mailId };
    }),
  );
  await ctx.mailer.dispatch([created.mailId]);
  return toEmployee((await employeeRow(db, member, created.accountId)).employee, now);
}

/**
 * Sends a pending invitation again: a new unusable password (which kills every link sent before), a new
 * expiry, optionally a new role and names.
 */
export async function renewInvitation(
  ctx: AppContext,
  member: Principal,
  accountId: number,
  changes: Partial<Pick<EmployeeCreate, 'role' | 'first_name' | 'last_name' | 'position'>> = {},
): Promise<Employee> {
  const db = ctx.db.db;
  const { employee, pending } = await employeeRow(db, member, accountId);
  if (!pending) throw validationError({ non_field_errors: [STAFF_MESSAGES.alreadyAccepted] });
  const contractorId = agencyOf(member);
  const now = ctx.clock();
  const mailId = await db.transaction(async (tx) => {
    await countInvitationSend(ctx, tx, agencySends(contractorId), now);
    await tx
      .update(users)
      .set({ password: unusablePassword(), passwordChangedAt: now, ...invitedNames(changes) })
      .where(eq(users.id, employee.user));
    await tx
      .update(contractorAccounts)
      .set({
        invitationExpiresAt: invitationExpiry(ctx, now),
        ...(changes.role !== undefined && { roleId: changes.role }),
      })
      .where(eq(contractorAccounts.id, accountId));
    return enqueueInvitation(ctx, tx, employee.user, contractorId);
  });
  await ctx.mailer.dispatch([mailId]);
  return toEmployee((await employeeRow(db, member, accountId)).employee, now);
}

/** A new role for an employee of the caller's agency (never the leader's, never the caller's own). */
export async function changeEmployeeRole(
  db: Db,
  member: Principal,
  accountId: number,
  roleId: number | undefined,
  now: Date,
): Promise<Employee> {
  await employeeRow(db, member, accountId); // 404 outside the caller's agency
  notSelf(member, accountId);
  if (roleId !== undefined) await setRole(db, accountId, roleId);
  return toEmployee((await employeeRow(db, member, accountId)).employee, now);
}

async function setRole(db: Db, accountId: number, roleId: number): Promise<void> {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw validationError({ role: [missingPk(roleId)] });
  if (role.name === 'leader') throw validationError({ role: [STAFF_MESSAGES.oneLeader] });
  await db.update(contractorAccounts).set({ roleId }).where(eq(contractorAccounts.id, accountId));
}

/** Removes an employee of the caller's agency: its user goes, and its logins with it (cascade). */
export async function removeEmployee(db: Db, member: Principal, accountId: number): Promise<void> {
  const { employee } = await employeeRow(db, member, accountId);
  notSelf(member, accountId);
  await db.delete(users).where(eq(users.id, employee.user));
}

/** Withdraws a pending (or expired) invitation: the user without a password goes, the address is free. */
export async function withdrawInvitation(
  db: Db,
  member: Principal,
  accountId: number,
): Promise<void> {
  const { employee, pending } = await employeeRow(db, member, accountId);
  if (!pending) throw validationError({ non_field_errors: [STAFF_MESSAGES.alreadyAccepted] });
  await db.delete(users).where(and(eq(users.id, employee.user), eq(users.isActive, false)));
}
