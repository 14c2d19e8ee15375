import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  agencyRoleOf,
  can,
  rightDeniedMessage,
  type AgencyRight,
  type AgencyRole,
} from '../../../contract/agency-rights';
import type { Db } from '../../db/client';
import { accountTypes, contractorAccounts, roles, users } from '../../db/schema';
import { markAccessRule } from '../../http/access-rule';
import { HttpError, permissionDenied } from '../../http/errors';
import { caller } from './guards';
import { isLeader, type Principal } from './principal';

// The rights table of `contract/agency-rights.ts`, enforced: a route names the right it needs, e.g.
// `preHandler: requireAgencyRight('editProfile')`. Someone outside any agency gets the plain 401/403; a
// member whose role lacks the right gets a 403 saying who may.

/** The caller's role in its agency, or null outside any agency. */
export async function agencyRole(db: Db, principal: Principal): Promise<AgencyRole | null> {
  const link = principal.contractor;
  if (!link) return null;
  if (isLeader(principal) || link.roleId === null) return agencyRoleOf(isLeader(principal), null);
  const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, link.roleId));
  return agencyRoleOf(false, role?.name);
}

/**
 * The active people of an agency whose role has `right`, as user ids: who is told of what happens to the
 * agency (a new employee reaches those who manage the team, a publication everyone).
 */
export async function agencyMembersWith(
  db: Db,
  contractorId: number,
  right: AgencyRight,
): Promise<number[]> {
  const rows = await db
    .select({ userId: users.id, type: accountTypes.name, role: roles.name })
    .from(contractorAccounts)
    .innerJoin(users, eq(users.id, contractorAccounts.userId))
    .innerJoin(accountTypes, eq(accountTypes.id, contractorAccounts.typeAccountId))
    .leftJoin(roles, eq(roles.id, contractorAccounts.roleId))
    .where(and(eq(contractorAccounts.contractorId, contractorId), eq(users.isActive, true)));
  return rows
    .filter((row) => can(agencyRoleOf(row.type === 'contractor', row.role), right))
    .map((row) => row.userId);
}

export const agencyRightDenied = (right: AgencyRight) =>
  new HttpError(403, { detail: rightDeniedMessage(right) });

/** Throws the 403 of `right` unless the caller's role has it. */
export async function assertAgencyRight(
  db: Db,
  principal: Principal,
  right: AgencyRight,
): Promise<AgencyRole> {
  const role = await agencyRole(db, principal);
  if (role === null) throw permissionDenied();
  if (!can(role, right)) throw agencyRightDenied(right);
  return role;
}

/** The guard of a route that needs `right` in the caller's own agency. */
export const requireAgencyRight = (right: AgencyRight) =>
  markAccessRule(async (request: FastifyRequest) => {
    await assertAgencyRight(request.server.db.db, caller(request), right);
  }, `agency right: ${right}`);
