import type {
  ContractorLanguageCreate,
  IndustryContractorCreate,
} from '../../../../contract/profile';
import { PROFILE_MESSAGES } from '../../../../contract/profile-rules';
import { industryRefs, languageRefs } from '../../../db/catalogue-refs';
import type { Db } from '../../../db/client';
import { contractorLanguages, industryContractors } from '../../../db/schema';
import { ChildList } from '../../../http/child-list';
import type { Principal } from '../../auth';
import { addReferenceToProfile, removeFromProfile } from './write';

// Two lists of plain references: the industries an agency knows and the languages it works in.

export const profileIndustries = new ChildList({
  table: industryContractors,
  parent: { contractor: industryContractors.contractorId },
  refs: industryRefs(industryContractors),
  taken: ['industry_contractors_uq', 'industry', PROFILE_MESSAGES.industryTaken],
});

export const profileLanguages = new ChildList({
  table: contractorLanguages,
  parent: { contractor: contractorLanguages.contractorId },
  refs: languageRefs(contractorLanguages),
  taken: ['contractor_languages_uq', 'language', PROFILE_MESSAGES.languageTaken],
});

export const addIndustry = (db: Db, principal: Principal, body: IndustryContractorCreate) =>
  addReferenceToProfile(db, principal, profileIndustries, body.industry);

export const addLanguage = (db: Db, principal: Principal, body: ContractorLanguageCreate) =>
  addReferenceToProfile(db, principal, profileLanguages, body.language);

export const removeIndustry = removeFromProfile(profileIndustries);
export const removeLanguage = removeFromProfile(profileLanguages);
