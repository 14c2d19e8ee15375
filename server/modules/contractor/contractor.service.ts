import { and, eq, sql } from 'drizzle-orm';
import type { ContractorAccount } from '../../../contract/accounts';
import type { Contractor, ContractorCreate, ContractorPatch } from '../../../contract/contractor';
import type { Db } from '../../db/client';
import { isEmptyPatch } from '../../http/route-kit';
import { avatars, cities, contractorAccounts, contractors, roles } from '../../db/schema';
import { notFound, permissionDenied, validationError } from '../../http/errors';
import { checkReferences, missingPk, valueTaken } from '../../http/references';
import type { Principal } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import { accountTypeByName, agencyMembersWith, assertAgencyRight } from '../auth';
import { notify } from '../../realtime';
import { publicationBlockers, publicationGuard } from './profile/publication';
import { refreshProfiles } from './profile-refresh';
import { imageRefColumns, toImageRef, type ImageFiles } from '../materials';

type ContractorRow = typeof contractors.$inferSelect;

export const toContractor = (row: ContractorRow, logo: ImageFiles | null): Contractor => ({
  id: row.id,
  name: row.name,
  inn: row.inn,
  website: row.website,
  description: row.description,
  founded_year: row.foundedYear,
  staff_count: row.staffCount,
  city: row.cityId,
  is_published: row.isPublished,
  logo: logo && toImageRef(logo),
  created_at: row.createdAt.toISOString(),
});

const ALREADY_HAS_AGENCY = 'У вас уже есть агентство.';
export const AGENCY_INN_TAKEN = 'Агентство с таким ИНН уже существует.';

const columnsOf = (body: ContractorPatch) => ({
  ...(body.name !== undefined && { name: body.name }),
  ...(body.inn !== undefined && { inn: body.inn }),
  ...(body.website !== undefined && { website: body.website || null }),
  ...(body.description !== undefined && { description: body.description }),
  ...(body.city !== undefined && { cityId: body.city }),
  ...(body.founded_year !== undefined && { foundedYear: body.founded_year }),
  ...(body.staff_count !== undefined && { staffCount: body.staff_count }),
  ...(body.is_published !== undefined && { isPublished: body.is_published }),
  ...(body.logo !== undefined && { logoId: body.logo }),
});

export const contractorCityReference = (city: number | null | undefined, field = 'city') => ({
  field,
  id: city,
  table: cities,
  column: cities.id,
});

/** Agencies with their logo's files, as every contractor answer needs: `toContractor(row, logo)`. */
export const withLogo = { row: contractors, logo: imageRefColumns };
export const logoJoin = eq(avatars.id, contractors.logoId);

/** Whether another agency (not `exceptId`) has this ИНН. */
const agencyInn = { table: contractors, column: contractors.inn, id: contractors.id };

/** Whether another agency than `exceptId` has this ИНН (one agency per ИНН). */
export const agencyInnTaken = (db: Db, inn: string, exceptId?: number) =>
  valueTaken(db, agencyInn, inn, exceptId);

/** The city and the ИНН (one agency per ИНН) of a new or changed agency (`exceptId`). */
async function checkContractorFields(
  db: Db,
  body: ContractorPatch,
  prefix = '',
  exceptId?: number,
) {
  const errors = await checkReferences(db, [contractorCityReference(body.city, `${prefix}city`)]);
  if (body.inn !== undefined && (await agencyInnTaken(db, body.inn, exceptId)))
    errors[`${prefix}inn`] = [AGENCY_INN_TAKEN];
  if (body.logo != null && !(await isOwnImage(db, body.logo, exceptId)))
    errors[`${prefix}logo`] = [missingPk(body.logo)];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** The logo must be one of the agency's own images. */
async function isOwnImage(db: Db, avatarId: number, contractorId: number | undefined) {
  if (contractorId === undefined) return false;
  const [row] = await db
    .select({ id: avatars.id })
    .from(avatars)
    .where(and(eq(avatars.id, avatarId), eq(avatars.contractorId, contractorId)));
  return row !== undefined;
}

/** A write racing another agency with the same ИНН: the unique index's refusal as the same field error. */
export async function savingAgency<T>(write: () => Promise<T>, innField: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'contractors_inn_uq'))
      throw validationError({ [innField]: [AGENCY_INN_TAKEN] });
    throw error;
  }
}

export async function contractorById(db: Db, id: number): Promise<Contractor | undefined> {
  const [found] = await db
    .select(withLogo)
    .from(contractors)
    .leftJoin(avatars, logoJoin)
    .where(eq(contractors.id, id));
  return found && toContractor(found.row, found.logo);
}

export const isMemberOf = (principal: Principal | null, contractorId: number) =>
  principal?.contractor?.contractorId === contractorId;

/** Published agencies are public; an unpublished one only its own people see. */
export async function visibleContractor(
  db: Db,
  principal: Principal | null,
  id: number,
): Promise<Contractor> {
  const contractor = await contractorById(db, id);
  if (!contractor || !(contractor.is_published || isMemberOf(principal, id))) throw notFound();
  return contractor;
}

/** Inserts an agency with `userId` as its leader (inside the caller's transaction). */
export async function insertAgencyWithLeader(
  tx: Db,
  userId: number,
  body: ContractorCreate,
): Promise<{ accountId: number; contractor: Contractor }> {
  const leaderType = await accountTypeByName(tx, 'contractor');
  const [leaderRole] = await tx.select().from(roles).where(eq(roles.name, 'leader'));
  const [row] = await tx
    .insert(contractors)
    .values({ ...columnsOf(body), name: body.name, inn: body.inn })
    .returning();
  await refreshProfiles(tx, [row!.id]);
  const [account] = await tx
    .insert(contractorAccounts)
    .values({
      userId,
      contractorId: row!.id,
      typeAccountId: leaderType.id,
      roleId: leaderRole?.id ?? null,
    })
    .returning({ id: contractorAccounts.id });
  return { accountId: account!.id, contractor: toContractor(row!, null) };
}

/** A contractor user's agency, created with its leader account in one transaction. */
export async function createAgencyFor(
  db: Db,
  principal: Principal,
  body: ContractorCreate,
  prefix = '',
): Promise<{ accountId: number; contractor: Contractor }> {
  if (principal.contractor) throw validationError({ non_field_errors: [ALREADY_HAS_AGENCY] });
  await checkContractorFields(db, body, prefix);
  try {
    return await savingAgency(
      () => db.transaction((tx) => insertAgencyWithLeader(tx, principal.id, body)),
      `${prefix}inn`,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'contractor_accounts_user_id_unique'))
      throw validationError({ non_field_errors: [ALREADY_HAS_AGENCY] });
    throw error;
  }
}

/**
 * Object-level rule: an agency's own people edit it, others get 403 (or 404 if hidden). The route's guard
 * has checked the right to edit the profile; publishing or unpublishing it is a right of its own, and a
 * publication needs the minimum (`contract/profile-completeness.ts`). One transaction with the refreshed
 * search document and profile version.
 */
export async function patchContractor(
  db: Db,
  principal: Principal,
  id: number,
  body: ContractorPatch,
  prefix = '',
): Promise<Contractor> {
  const contractor = await visibleContractor(db, principal, id);
  if (!isMemberOf(principal, contractor.id)) throw permissionDenied();
  if (body.is_published !== undefined && body.is_published !== contractor.is_published)
    await assertAgencyRight(db, principal, 'publishProfile');
  await checkContractorFields(db, body, prefix, id);
  await savingAgency(
    () =>
      db.transaction(async (tx) => {
        const published = await publicationGuard(tx, id);
        const [changed] = await tx
          .update(contractors)
          // An empty PATCH keeps the time of change (and the SET is never empty).
          .set({
            ...columnsOf(body),
            updatedAt: isEmptyPatch(body) ? sql`${contractors.updatedAt}` : new Date(),
          })
          .where(eq(contractors.id, id))
          .returning();
        // Published only with the minimum, judged on the profile as this very request leaves it.
        if (body.is_published === true && !contractor.is_published) {
          const blockers = await publicationBlockers(tx, changed!);
          if (blockers.length > 0) throw validationError({ [`${prefix}is_published`]: blockers });
          await notify(tx, {
            kind: 'profile_published',
            recipients: await agencyMembersWith(tx, id, 'view'),
            params: { agency: changed!.name, contractor_id: id },
          });
        } else await published.check(`${prefix}non_field_errors`);
        await refreshProfiles(tx, [id]);
      }),
    `${prefix}inn`,
  );
  return (await contractorById(db, id))!;
}

/** An agency account as `contractor-accounts` shows it. */
export async function contractorAccountById(
  db: Db,
  accountId: number,
): Promise<ContractorAccount | undefined> {
  const [row] = await db
    .select({
      typeAccount: contractorAccounts.typeAccountId,
      contractor: contractors,
      logo: imageRefColumns,
      role: { id: roles.id, name: roles.name, title: roles.title },
    })
    .from(contractorAccounts)
    .innerJoin(contractors, eq(contractors.id, contractorAccounts.contractorId))
    .leftJoin(avatars, logoJoin)
    .leftJoin(roles, eq(roles.id, contractorAccounts.roleId))
    .where(eq(contractorAccounts.id, accountId));
  return (
    row && {
      id: accountId,
      type_account: row.typeAccount,
      role: row.role,
      contractor: toContractor(row.contractor, row.logo),
    }
  );
}

/** The caller's agency account; undefined when it has none. */
export const contractorAccountOf = async (db: Db, principal: Principal) =>
  principal.contractor ? contractorAccountById(db, principal.contractor.accountId) : undefined;
