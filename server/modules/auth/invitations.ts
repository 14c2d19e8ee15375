import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contractorAccounts, users } from '../../db/schema';

// A pending invitation is an inactive user with no password yet whose agency account carries an expiry.
// Once that moment passes, the invitation no longer holds the address: registering or being invited
// again with it removes the stale user first, and its old links stop working.

export const INVITATION_EXPIRED =
  'Приглашение истекло: попросите руководителя или менеджера агентства отправить его снова.';

const expiredInvitee = (now: Date) =>
  and(
    eq(users.isActive, false),
    sql`${users.password} like '!%'`,
    isNotNull(contractorAccounts.invitationExpiresAt),
    lte(contractorAccounts.invitationExpiresAt, now),
  );

/** Whether `userId` is an invited employee whose invitation has expired. */
export async function isExpiredInvitee(db: Db, userId: number, now = new Date()): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(contractorAccounts, eq(contractorAccounts.userId, users.id))
    .where(and(eq(users.id, userId), expiredInvitee(now)));
  return row !== undefined;
}

/** Deletes the user behind an expired invitation to `email` (its agency account goes with it). */
export async function releaseExpiredInvitation(
  db: Db,
  email: string,
  now = new Date(),
): Promise<boolean> {
  const stale = db
    .select({ id: users.id })
    .from(users)
    .innerJoin(contractorAccounts, eq(contractorAccounts.userId, users.id))
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, expiredInvitee(now)));
  const deleted = await db
    .delete(users)
    .where(inArray(users.id, stale))
    .returning({ id: users.id });
  return deleted.length > 0;
}
