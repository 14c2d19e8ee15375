import { and, asc, eq } from 'drizzle-orm';
import type {
  ContractorLanguage,
  ContractorLanguageCreate,
  IndustryContractor,
  IndustryContractorCreate,
} from '../../../../contract/profile';
import { PROFILE_MESSAGES } from '../../../../contract/profile-rules';
import type { Db } from '../../../db/client';
import {
  contractorLanguages,
  industries,
  industryContractors,
  languages,
} from '../../../db/schema';
import { checkReferences } from '../../../http/references';
import type { Principal } from '../../auth';
import { addError, assertOwned, throwIfAny, writeProfile } from './write';

// Two lists of plain references: the industries an agency knows and the languages it works in.

export async function industriesOf(
  db: Db,
  contractorId: number,
  onlyId?: number,
): Promise<IndustryContractor[]> {
  return db
    .select({
      id: industryContractors.id,
      contractor: industryContractors.contractorId,
      industry: { id: industries.id, name: industries.name },
    })
    .from(industryContractors)
    .innerJoin(industries, eq(industries.id, industryContractors.industryId))
    .where(
      and(
        eq(industryContractors.contractorId, contractorId),
        onlyId === undefined ? undefined : eq(industryContractors.id, onlyId),
      ),
    )
    .orderBy(asc(industries.position), asc(industries.id));
}

export async function languagesOf(
  db: Db,
  contractorId: number,
  onlyId?: number,
): Promise<ContractorLanguage[]> {
  return db
    .select({
      id: contractorLanguages.id,
      contractor: contractorLanguages.contractorId,
      language: { id: languages.id, name: languages.name, code: languages.code },
    })
    .from(contractorLanguages)
    .innerJoin(languages, eq(languages.id, contractorLanguages.languageId))
    .where(
      and(
        eq(contractorLanguages.contractorId, contractorId),
        onlyId === undefined ? undefined : eq(contractorLanguages.id, onlyId),
      ),
    )
    .orderBy(asc(languages.position), asc(languages.id));
}

export const addIndustry = (db: Db, principal: Principal, body: IndustryContractorCreate) =>
  writeProfile(
    db,
    principal,
    async (tx, contractorId) => {
      const errors = await checkReferences(tx, [
        { field: 'industry', id: body.industry, table: industries, column: industries.id },
      ]);
      const [taken] = await tx
        .select({ id: industryContractors.id })
        .from(industryContractors)
        .where(
          and(
            eq(industryContractors.contractorId, contractorId),
            eq(industryContractors.industryId, body.industry),
          ),
        );
      if (taken) addError(errors, 'industry', PROFILE_MESSAGES.industryTaken);
      throwIfAny(errors);
      const [row] = await tx
        .insert(industryContractors)
        .values({ contractorId, industryId: body.industry })
        .returning({ id: industryContractors.id });
      return (await industriesOf(tx, contractorId, row!.id))[0]!;
    },
    [['industry_contractors_uq', 'industry', PROFILE_MESSAGES.industryTaken]],
  );

export const removeIndustry = (db: Db, principal: Principal, id: number) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    await assertOwned(
      tx,
      {
        table: industryContractors,
        id: industryContractors.id,
        contractorId: industryContractors.contractorId,
      },
      id,
      contractorId,
    );
    await tx.delete(industryContractors).where(eq(industryContractors.id, id));
  });

export const addLanguage = (db: Db, principal: Principal, body: ContractorLanguageCreate) =>
  writeProfile(
    db,
    principal,
    async (tx, contractorId) => {
      const errors = await checkReferences(tx, [
        { field: 'language', id: body.language, table: languages, column: languages.id },
      ]);
      const [taken] = await tx
        .select({ id: contractorLanguages.id })
        .from(contractorLanguages)
        .where(
          and(
            eq(contractorLanguages.contractorId, contractorId),
            eq(contractorLanguages.languageId, body.language),
          ),
        );
      if (taken) addError(errors, 'language', PROFILE_MESSAGES.languageTaken);
      throwIfAny(errors);
      const [row] = await tx
        .insert(contractorLanguages)
        .values({ contractorId, languageId: body.language })
        .returning({ id: contractorLanguages.id });
      return (await languagesOf(tx, contractorId, row!.id))[0]!;
    },
    [['contractor_languages_uq', 'language', PROFILE_MESSAGES.languageTaken]],
  );

export const removeLanguage = (db: Db, principal: Principal, id: number) =>
  writeProfile(db, principal, async (tx, contractorId) => {
    await assertOwned(
      tx,
      {
        table: contractorLanguages,
        id: contractorLanguages.id,
        contractorId: contractorLanguages.contractorId,
      },
      id,
      contractorId,
    );
    await tx.delete(contractorLanguages).where(eq(contractorLanguages.id, id));
  });
