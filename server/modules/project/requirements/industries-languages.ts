import { and, asc, eq } from 'drizzle-orm';
import {
  REQUIREMENTS_MESSAGES,
  type RequirementIndustry,
  type RequirementIndustryCreate,
  type RequirementLanguage,
  type RequirementLanguageCreate,
} from '../../../../contract/requirements';
import type { Db } from '../../../db/client';
import {
  industries,
  languages,
  requirementIndustries,
  requirementLanguages,
} from '../../../db/schema';
import { checkReferences } from '../../../http/references';
import type { Principal } from '../../auth';
import {
  addError,
  changeRequirements,
  requirementOfBody,
  requirementOfPart,
  throwIfAny,
} from './access';

// The industries the agency should know and the languages it should speak.

export const requiredIndustriesOf = (
  db: Db,
  requirementId: number,
  onlyId?: number,
): Promise<RequirementIndustry[]> =>
  db
    .select({
      id: requirementIndustries.id,
      requirement: requirementIndustries.requirementId,
      industry: { id: industries.id, name: industries.name },
    })
    .from(requirementIndustries)
    .innerJoin(industries, eq(industries.id, requirementIndustries.industryId))
    .where(
      and(
        eq(requirementIndustries.requirementId, requirementId),
        onlyId === undefined ? undefined : eq(requirementIndustries.id, onlyId),
      ),
    )
    .orderBy(asc(industries.position), asc(industries.id));

export const requiredLanguagesOf = (
  db: Db,
  requirementId: number,
  onlyId?: number,
): Promise<RequirementLanguage[]> =>
  db
    .select({
      id: requirementLanguages.id,
      requirement: requirementLanguages.requirementId,
      language: { id: languages.id, name: languages.name, code: languages.code },
    })
    .from(requirementLanguages)
    .innerJoin(languages, eq(languages.id, requirementLanguages.languageId))
    .where(
      and(
        eq(requirementLanguages.requirementId, requirementId),
        onlyId === undefined ? undefined : eq(requirementLanguages.id, onlyId),
      ),
    )
    .orderBy(asc(languages.position), asc(languages.id));

export const addRequiredIndustry = (
  db: Db,
  principal: Principal,
  body: RequirementIndustryCreate,
) =>
  changeRequirements(
    db,
    (tx) => requirementOfBody(tx, principal, body.requirement),
    async (tx, { requirementId }) => {
      const errors = await checkReferences(tx, [
        { field: 'industry', id: body.industry, table: industries, column: industries.id },
      ]);
      throwIfAny(errors);
      const [taken] = await tx
        .select({ id: requirementIndustries.id })
        .from(requirementIndustries)
        .where(
          and(
            eq(requirementIndustries.requirementId, requirementId),
            eq(requirementIndustries.industryId, body.industry),
          ),
        );
      if (taken) addError(errors, 'industry', REQUIREMENTS_MESSAGES.industryTaken);
      throwIfAny(errors);
      const [row] = await tx
        .insert(requirementIndustries)
        .values({ requirementId, industryId: body.industry })
        .returning({ id: requirementIndustries.id });
      return {
        result: (await requiredIndustriesOf(tx, requirementId, row!.id))[0]!,
        changed: true,
      };
    },
    [['requirement_industries_uq', 'industry', REQUIREMENTS_MESSAGES.industryTaken]],
  );

export const removeRequiredIndustry = (db: Db, principal: Principal, id: number) =>
  changeRequirements(
    db,
    (tx) =>
      requirementOfPart(
        tx,
        principal,
        {
          table: requirementIndustries,
          id: requirementIndustries.id,
          requirementId: requirementIndustries.requirementId,
        },
        id,
      ),
    async (tx) => {
      await tx.delete(requirementIndustries).where(eq(requirementIndustries.id, id));
      return { result: undefined, changed: true };
    },
  );

export const addRequiredLanguage = (
  db: Db,
  principal: Principal,
  body: RequirementLanguageCreate,
) =>
  changeRequirements(
    db,
    (tx) => requirementOfBody(tx, principal, body.requirement),
    async (tx, { requirementId }) => {
      const errors = await checkReferences(tx, [
        { field: 'language', id: body.language, table: languages, column: languages.id },
      ]);
      throwIfAny(errors);
      const [taken] = await tx
        .select({ id: requirementLanguages.id })
        .from(requirementLanguages)
        .where(
          and(
            eq(requirementLanguages.requirementId, requirementId),
            eq(requirementLanguages.languageId, body.language),
          ),
        );
      if (taken) addError(errors, 'language', REQUIREMENTS_MESSAGES.languageTaken);
      throwIfAny(errors);
      const [row] = await tx
        .insert(requirementLanguages)
        .values({ requirementId, languageId: body.language })
        .returning({ id: requirementLanguages.id });
      return { result: (await requiredLanguagesOf(tx, requirementId, row!.id))[0]!, changed: true };
    },
    [['requirement_languages_uq', 'language', REQUIREMENTS_MESSAGES.languageTaken]],
  );

export const removeRequiredLanguage = (db: Db, principal: Principal, id: number) =>
  changeRequirements(
    db,
    (tx) =>
      requirementOfPart(
        tx,
        principal,
        {
          table: requirementLanguages,
          id: requirementLanguages.id,
          requirementId: requirementLanguages.requirementId,
        },
        id,
      ),
    async (tx) => {
      await tx.delete(requirementLanguages).where(eq(requirementLanguages.id, id));
      return { result: undefined, changed: true };
    },
  );
