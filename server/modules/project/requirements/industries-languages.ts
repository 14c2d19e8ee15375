import {
  REQUIREMENTS_MESSAGES,
  type RequirementIndustryCreate,
  type RequirementLanguageCreate,
} from '../../../../contract/requirements';
import { industryRefs, languageRefs } from '../../../db/catalogue-refs';
import type { Db } from '../../../db/client';
import { requirementIndustries, requirementLanguages } from '../../../db/schema';
import { ChildList } from '../../../http/child-list';
import type { Principal } from '../../auth';
import { addReferenceToRequirements, removeFromRequirements } from './access';

// The industries the agency should know and the languages it should speak.

export const requiredIndustries = new ChildList({
  table: requirementIndustries,
  parent: { requirement: requirementIndustries.requirementId },
  refs: industryRefs(requirementIndustries),
  taken: ['requirement_industries_uq', 'industry', REQUIREMENTS_MESSAGES.industryTaken],
});

export const requiredLanguages = new ChildList({
  table: requirementLanguages,
  parent: { requirement: requirementLanguages.requirementId },
  refs: languageRefs(requirementLanguages),
  taken: ['requirement_languages_uq', 'language', REQUIREMENTS_MESSAGES.languageTaken],
});

export const addRequiredIndustry = (
  db: Db,
  principal: Principal,
  body: RequirementIndustryCreate,
) => addReferenceToRequirements(db, principal, body.requirement, requiredIndustries, body.industry);

export const addRequiredLanguage = (
  db: Db,
  principal: Principal,
  body: RequirementLanguageCreate,
) => addReferenceToRequirements(db, principal, body.requirement, requiredLanguages, body.language);

export const removeRequiredIndustry = removeFromRequirements(requiredIndustries);
export const removeRequiredLanguage = removeFromRequirements(requiredLanguages);
