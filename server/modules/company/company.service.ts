import { eq, sql } from 'drizzle-orm';
import type { Company, CompanyCreate, CompanyPatch } from '../../../contract/company';
import type { Db } from '../../db/client';
import { isEmptyPatch } from '../../http/route-kit';
import { cities, companies, companyAccounts, industries } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import type { Principal } from '../auth';
import { isUniqueViolation } from '../../db/errors';
import { checkReferences, valueTaken } from '../../http/references';

type CompanyRow = typeof companies.$inferSelect;

export const toCompany = (row: CompanyRow): Company => ({
  id: row.id,
  name: row.name,
  inn: row.inn,
  website: row.website,
  description: row.description,
  city: row.cityId,
  industry: row.industryId,
  size: row.size as Company['size'],
  created_at: row.createdAt.toISOString(),
});

const ALREADY_HAS_COMPANY = 'У вас уже есть компания.';
export const COMPANY_INN_TAKEN = 'Компания с таким ИНН уже существует.';

const columnsOf = (body: CompanyPatch) => ({
  ...(body.name !== undefined && { name: body.name }),
  ...(body.inn !== undefined && { inn: body.inn }),
  ...(body.website !== undefined && { website: body.website || null }),
  ...(body.description !== undefined && { description: body.description }),
  ...(body.city !== undefined && { cityId: body.city }),
  ...(body.industry !== undefined && { industryId: body.industry }),
  ...(body.size !== undefined && { size: body.size }),
});

/** Whether another company (not `exceptId`) has this ИНН. */
const companyInn = { table: companies, column: companies.inn, id: companies.id };

/** The references and the ИНН (one company per ИНН) of a new or changed company (`exceptId`). */
async function checkCompanyFields(db: Db, body: CompanyPatch, prefix = '', exceptId?: number) {
  const errors = await checkReferences(db, [
    { field: `${prefix}city`, id: body.city, table: cities, column: cities.id },
    { field: `${prefix}industry`, id: body.industry, table: industries, column: industries.id },
  ]);
  if (body.inn !== undefined && (await valueTaken(db, companyInn, body.inn, exceptId)))
    errors[`${prefix}inn`] = [COMPANY_INN_TAKEN];
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** A write racing another with the same ИНН: the unique index's refusal as the same field error. */
async function savingCompany<T>(write: () => Promise<T>, prefix: string): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'companies_inn_uq'))
      throw validationError({ [`${prefix}inn`]: [COMPANY_INN_TAKEN] });
    throw error;
  }
}

export async function companyById(db: Db, id: number): Promise<Company | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id));
  return row && toCompany(row);
}

/** The caller's company account `{id, company}`; undefined when it has none. */
export async function companyAccountOf(db: Db, principal: Principal) {
  const link = principal.company;
  const company = link ? await companyById(db, link.companyId) : undefined;
  return link && company ? { id: link.accountId, company } : undefined;
}

/** The caller's own company, or a 404 for anyone else's (others' companies are not visible). */
export async function ownCompany(db: Db, principal: Principal, id: number): Promise<Company> {
  const company = principal.company?.companyId === id ? await companyById(db, id) : undefined;
  if (!company) throw notFound();
  return company;
}

/** A client's company and the account linking it to the client, together. */
export async function createCompanyFor(
  db: Db,
  principal: Principal,
  body: CompanyCreate,
  prefix = '',
): Promise<{ accountId: number; company: Company }> {
  if (principal.company) throw validationError({ non_field_errors: [ALREADY_HAS_COMPANY] });
  await checkCompanyFields(db, body, prefix);
  try {
    return await savingCompany(
      () =>
        db.transaction(async (tx) => {
          const [row] = await tx
            .insert(companies)
            .values({ ...columnsOf(body), name: body.name, inn: body.inn })
            .returning();
          const [account] = await tx
            .insert(companyAccounts)
            .values({ userId: principal.id, companyId: row!.id })
            .returning({ id: companyAccounts.id });
          return { accountId: account!.id, company: toCompany(row!) };
        }),
      prefix,
    );
  } catch (error) {
    if (isUniqueViolation(error, 'company_accounts_user_id_unique'))
      throw validationError({ non_field_errors: [ALREADY_HAS_COMPANY] });
    throw error;
  }
}

/** Object-level rule: only the caller's own company is edited. */
export async function patchOwnCompany(
  db: Db,
  principal: Principal,
  id: number,
  body: CompanyPatch,
  prefix = '',
): Promise<Company> {
  await ownCompany(db, principal, id);
  await checkCompanyFields(db, body, prefix, id);
  const values = columnsOf(body);
  const [row] = await savingCompany(
    () =>
      db
        .update(companies)
        .set({
          ...values,
          updatedAt: isEmptyPatch(body) ? sql`${companies.updatedAt}` : new Date(),
        })
        .where(eq(companies.id, id))
        .returning(),
    prefix,
  );
  return toCompany(row!);
}
