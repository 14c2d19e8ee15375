import { and, eq, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companyAccounts, contractorAccounts, users } from '../../db/schema';

// A pending invitation is an inactive user with no password yet whose agency or company account carries an
// expiry. Once that moment passes, the invitation no longer holds the address: registering or being invited
// again with it removes the stale user first, and its old links stop working.
// Each check takes `now` from its caller, the app's clock (ctx.clock()), never the wall clock.

export const INVITATION_EXPIRED =
  'Приглашение истекло: попросите руководителя или менеджера агентства отправить его снова.';
export const COMPANY_INVITATION_EXPIRED =
  'Приглашение истекло: попросите владельца компании отправить его снова.';

/** The users behind expired invitations among those `where` picks, with the kind of account they were invited to. */
const expiredInvitees = (db: Db, where: SQL | undefined, now: Date) =>
  db
    .select({ id: users.id, company: sql<number | null>`${companyAccounts.id}`.as('company') })
    .from(users)
    .leftJoin(contractorAccounts, eq(contractorAccounts.userId, users.id))
    .leftJoin(companyAccounts, eq(companyAccounts.userId, users.id))
    .where(
      and(
        where,
        eq(users.isActive, false),
        sql`${users.password} like '!%'`,
        or(
          lte(contractorAccounts.invitationExpiresAt, now),
          lte(companyAccounts.invitationExpiresAt, now),
        ),
      ),
    );

/** Why `userId`'s link no longer works when it is an invitee whose invitation has expired; else null. */
export async function expiredInvitationMessage(
  db: Db,
  userId: number,
  now: Date,
): Promise<string | null> {
  const [row] = await expiredInvitees(db, eq(users.id, userId), now);
  if (!row) return null;
  return row.company === null ? INVITATION_EXPIRED : COMPANY_INVITATION_EXPIRED;
}

/** Whether `userId` is an invited employee or colleague whose invitation has expired. */
export async function isExpiredInvitee(db: Db, userId: number, now: Date): Promise<boolean> {
  return (await expiredInvitationMessage(db, userId, now)) !== null;
}

/** Deletes the user behind an expired invitation to `email` (its agency or company account goes with it). */
export async function releaseExpiredInvitation(db: Db, email: string, now: Date): Promise<boolean> {
  const stale = expiredInvitees(
    db,
    sql`lower(${users.email}) = ${email.trim().toLowerCase()}`,
    now,
  ).as('stale');
  const deleted = await db
    .delete(users)
    .where(inArray(users.id, db.select({ id: stale.id }).from(stale)))
    .returning({ id: users.id });
  return deleted.length > 0;
}
