import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AccountType } from '../../../contract/reference';
import type { Db } from '../../db/client';
import {
  accountTypes,
  companyAccounts,
  contractorAccounts,
  refreshTokens,
  users,
} from '../../db/schema';

/** The authenticated caller, with everything authorization needs, loaded in one query. */
export interface Principal {
  id: number;
  email: string;
  isActive: boolean;
  /** The user's own type: `client` or `contractor`. */
  typeAccount: AccountType;
  company: { accountId: number; companyId: number } | null;
  /** The agency link: the leader's type is `contractor`, an employee's `contractor_user`. */
  contractor: {
    accountId: number;
    contractorId: number;
    typeAccount: AccountType;
    roleId: number | null;
  } | null;
  /** The login (refresh family) the access token belongs to. */
  tokenFamily: string | null;
  /**
   * Whether that login is still on: not logged out, not ended by a password change or reset, not revoked for
   * a reused refresh token. Always false without a family.
   */
  sessionLive: boolean;
}

const contractorType = alias(accountTypes, 'contractor_type');

/** The principal's query, with or without the login check; `userId` and `family` are placeholders. */
function principalQuery(db: Db, withFamily: boolean) {
  const familyLive = withFamily
    ? sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(refreshTokens)
        .where(
          and(
            eq(refreshTokens.familyId, sql.placeholder('family')),
            eq(refreshTokens.userId, users.id),
            isNull(refreshTokens.revokedAt),
          ),
        )})`
    : sql<boolean>`false`;
  return db
    .select({
      sessionLive: familyLive,
      id: users.id,
      email: users.email,
      isActive: users.isActive,
      typeId: accountTypes.id,
      typeName: accountTypes.name,
      companyAccountId: companyAccounts.id,
      companyId: companyAccounts.companyId,
      contractorAccountId: contractorAccounts.id,
      contractorId: contractorAccounts.contractorId,
      contractorTypeId: contractorType.id,
      contractorTypeName: contractorType.name,
      roleId: contractorAccounts.roleId,
    })
    .from(users)
    .innerJoin(accountTypes, eq(accountTypes.id, users.typeAccountId))
    .leftJoin(companyAccounts, eq(companyAccounts.userId, users.id))
    .leftJoin(contractorAccounts, eq(contractorAccounts.userId, users.id))
    .leftJoin(contractorType, eq(contractorType.id, contractorAccounts.typeAccountId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(withFamily ? 'load_principal_with_family' : 'load_principal');
}

/** Loads a principal: `userId`'s, with the login `tokenFamily` checked (below). */
export type PrincipalLoader = (
  userId: number,
  tokenFamily?: string | null,
) => Promise<Principal | null>;

/**
 * The principal loader of `db`. Every API request runs its query: prepared once (the authentication plugin
 * keeps the loader), it is planned once per connection, not per request.
 */
export function principalLoader(db: Db): PrincipalLoader {
  const queries = { withFamily: principalQuery(db, true), plain: principalQuery(db, false) };
  return (userId, tokenFamily = null) =>
    loadPrincipal(tokenFamily ? queries.withFamily : queries.plain, userId, tokenFamily);
}

/**
 * The user and, in the same query, whether the token's login still has a live refresh token: a revoked
 * login's access tokens stop at once, at the cost of one indexed EXISTS (`refresh_tokens_live_family_idx`)
 * in the query authentication makes anyway. The database is the only source of truth, read on every
 * request and never cached, so a logout on one server process is seen by the next request on any other.
 */
async function loadPrincipal(
  query: ReturnType<typeof principalQuery>,
  userId: number,
  tokenFamily: string | null,
): Promise<Principal | null> {
  const [row] = await query.execute({
    userId,
    family: tokenFamily,
  });
  if (!row) return null;
  const named = (id: number, name: string) => ({ id, name: name as AccountType['name'] });
  return {
    id: row.id,
    email: row.email,
    isActive: row.isActive,
    typeAccount: named(row.typeId, row.typeName),
    company:
      row.companyAccountId !== null && row.companyId !== null
        ? { accountId: row.companyAccountId, companyId: row.companyId }
        : null,
    contractor:
      row.contractorAccountId !== null &&
      row.contractorId !== null &&
      row.contractorTypeId !== null &&
      row.contractorTypeName !== null
        ? {
            accountId: row.contractorAccountId,
            contractorId: row.contractorId,
            typeAccount: named(row.contractorTypeId, row.contractorTypeName),
            roleId: row.roleId,
          }
        : null,
    tokenFamily,
    sessionLive: row.sessionLive,
  };
}

// The roles a user can have, on the server's side.
export const isClient = (p: Principal) => p.typeAccount.name === 'client';
export const isContractorUser = (p: Principal) => p.typeAccount.name === 'contractor';
export const isLeader = (p: Principal) => p.contractor?.typeAccount.name === 'contractor';
export const isEmployee = (p: Principal) => p.contractor?.typeAccount.name === 'contractor_user';

/** The type `accout-type-who` answers: an employee is `contractor_user`, everyone else its own type. */
export const effectiveAccountType = (p: Principal): AccountType =>
  isEmployee(p) ? p.contractor!.typeAccount : p.typeAccount;

/** `accountTypes` of users/me: the types the user holds — its own, plus `contractor_user` for an employee. */
export const heldAccountTypes = (p: Principal): AccountType[] =>
  isEmployee(p) ? [p.typeAccount, p.contractor!.typeAccount] : [p.typeAccount];
