import { z } from 'zod';
import type { BudgetBand } from './budget';
import { refId } from './company';
import { pageOf, pageQuery } from './drf';
import type { ProjectStatus } from './project-rules';
import { city, country, industry, language, serviceRange } from './reference';
import { boundedText } from './text';

// A project's requirements (one row per project) and their parts: services with a price band, industries,
// languages, places, the smallest team, and the agencies the client excludes, includes or favours.

export const REQUIREMENTS_COMMENT_MAX = 2000;
export { MIN_STAFF_MAX } from './project-rules';
import { MIN_STAFF_MAX } from './project-rules';
/** Agencies one create-many request may name. */
export const MANY_AGENCIES_MAX = 100;

/** How the client names an agency for a project. */
export const AGENCY_LIST_KINDS = ['exclusion', 'inclusion', 'whitelist'] as const;
export type AgencyListKind = (typeof AGENCY_LIST_KINDS)[number];

export const REQUIREMENTS_MESSAGES = {
  projectHasRequirements: 'У этого проекта уже есть требования.',
  closedProject: 'Проект закрыт: его требования больше не меняются.',
  workStarted: 'Исполнитель выбран: требования проекта больше не меняются.',
  serviceTaken: 'Эта услуга уже есть в требованиях проекта.',
  industryTaken: 'Эта отрасль уже есть в требованиях проекта.',
  languageTaken: 'Этот язык уже есть в требованиях проекта.',
  locationTaken: 'Это место уже есть в требованиях проекта.',
  rangeOfAnotherService: 'Этот диапазон цен относится к другой услуге.',
  cityOfAnotherCountry: 'Этот город находится в другой стране.',
  agencyListed: {
    exclusion: 'Это агентство уже исключено.',
    inclusion: 'Это агентство уже добавлено в подбор.',
    whitelist: 'Это агентство уже в избранном.',
  } satisfies Record<AgencyListKind, string>,
  excludedAgency:
    'Это агентство исключено из подбора: сначала уберите его из исключённых, потом добавляйте.',
  chosenAgency:
    'Это агентство добавлено в подбор или в избранное: сначала уберите его оттуда, потом исключайте.',
  agencyTwice: 'Агентство указано дважды.',
  tooMany: `Не более ${MANY_AGENCIES_MAX} агентств за раз.`,
  emptyList: 'Укажите хотя бы одно агентство.',
} as const;

const namedRef = z.object({ id: z.number().int(), name: z.string() });

// ---- the requirements row -------------------------------------------------------------------------------

export const requirementsRow = z.object({
  id: z.number().int(),
  project: z.number().int(),
  comment: z.string(),
  /** The smallest team the client accepts; null: any size. */
  min_staff: z.number().int().nullable(),
});
export type RequirementsRow = z.infer<typeof requirementsRow>;

const comment = boundedText(REQUIREMENTS_COMMENT_MAX);
export const requirementsCreate = z.strictObject({ project: refId, comment: comment.optional() });
export type RequirementsCreate = z.infer<typeof requirementsCreate>;
export const requirementsPatch = z.strictObject({ comment: comment.optional() });
export type RequirementsPatch = z.infer<typeof requirementsPatch>;

const minStaff = z
  .number({ error: (issue) => (issue.input == null ? undefined : 'Введите целое число.') })
  .int('Введите целое число.')
  .min(1, 'Убедитесь, что это значение больше либо равно 1.')
  .max(MIN_STAFF_MAX, `Убедитесь, что это значение меньше либо равно ${MIN_STAFF_MAX}.`);
/** Sets (or with null clears) the smallest team size. */
export const requirementsStaffSet = z.strictObject({
  requirement: refId,
  min_staff: minStaff.nullable(),
});
export type RequirementsStaffSet = z.infer<typeof requirementsStaffSet>;

// ---- services with their price band -------------------------------------------------------------------

export const requirementService = z.object({
  id: z.number().int(),
  requirement: z.number().int(),
  service: namedRef,
  service_range: serviceRange.omit({ service: true }),
});
export type RequirementService = z.infer<typeof requirementService>;
export const requirementServiceCreate = z.strictObject({
  requirement: refId,
  service: refId,
  service_range: refId,
});
export type RequirementServiceCreate = z.infer<typeof requirementServiceCreate>;
/** Another band of the same service; another service is a new row. */
export const requirementServicePatch = z.strictObject({ service_range: refId.optional() });
export type RequirementServicePatch = z.infer<typeof requirementServicePatch>;
export const requirementServiceListQuery = pageQuery.extend({
  requirement: z.coerce.number().int().positive().max(2147483647).optional(),
});
export const requirementServicePage = pageOf(requirementService);

// ---- industries, languages -------------------------------------------------------------------------

export const requirementIndustry = z.object({
  id: z.number().int(),
  requirement: z.number().int(),
  industry,
});
export type RequirementIndustry = z.infer<typeof requirementIndustry>;
export const requirementIndustryCreate = z.strictObject({ requirement: refId, industry: refId });
export type RequirementIndustryCreate = z.infer<typeof requirementIndustryCreate>;

export const requirementLanguage = z.object({
  id: z.number().int(),
  requirement: z.number().int(),
  language,
});
export type RequirementLanguage = z.infer<typeof requirementLanguage>;
export const requirementLanguageCreate = z.strictObject({ requirement: refId, language: refId });
export type RequirementLanguageCreate = z.infer<typeof requirementLanguageCreate>;

// ---- places: a whole country or one of its cities ------------------------------------------------------

export const requirementLocation = z.object({
  id: z.number().int(),
  requirement: z.number().int(),
  country,
  city: city.nullable(),
});
export type RequirementLocation = z.infer<typeof requirementLocation>;
export const requirementLocationCreate = z.strictObject({
  requirement: refId,
  country: refId,
  city: refId.nullable().optional(),
});
export type RequirementLocationCreate = z.infer<typeof requirementLocationCreate>;
export const requirementLocationPatch = z.strictObject({
  country: refId.optional(),
  city: refId.nullable().optional(),
});
export type RequirementLocationPatch = z.infer<typeof requirementLocationPatch>;

// ---- agencies excluded, included, favoured -----------------------------------------------------------

export const requirementAgency = z.object({
  id: z.number().int(),
  requirement: z.number().int(),
  contractor: namedRef,
});
export type RequirementAgency = z.infer<typeof requirementAgency>;
export const requirementAgencyCreate = z.strictObject({ requirement: refId, contractor: refId });
export type RequirementAgencyCreate = z.infer<typeof requirementAgencyCreate>;
/** All or nothing: one bad id and none is added; ids already listed are kept as they are. */
export const requirementAgenciesCreate = z.strictObject({
  requirement: refId,
  contractors: z
    .array(refId)
    .min(1, REQUIREMENTS_MESSAGES.emptyList)
    .max(MANY_AGENCIES_MAX, REQUIREMENTS_MESSAGES.tooMany),
});
export type RequirementAgenciesCreate = z.infer<typeof requirementAgenciesCreate>;

// ---- the whole, as the project's page reads it -----------------------------------------------------------

export const projectRequirements = z.object({
  /** The requirements row; null (and every list empty) until it is made. */
  id: z.number().int().nullable(),
  project: z.number().int(),
  comment: z.string(),
  min_staff: z.number().int().nullable(),
  requirements_version: z.number().int(),
  services: z.array(requirementService),
  industries: z.array(requirementIndustry),
  languages: z.array(requirementLanguage),
  locations: z.array(requirementLocation),
  exclusions: z.array(requirementAgency),
  inclusions: z.array(requirementAgency),
  whitelist: z.array(requirementAgency),
});
export type ProjectRequirementsView = z.infer<typeof projectRequirements>;

// ---- what the ranking reads (server side; no zod) -----------------------------------------------------

/** A required service and the client's price band for it, in roubles (`maxPrice` null: open-ended). */
export interface RequiredService {
  serviceId: number;
  rangeId: number;
  minPrice: number;
  maxPrice: number | null;
}

/** A required place: a whole country (`cityId` null) or one city of it. */
export interface RequiredPlace {
  countryId: number;
  cityId: number | null;
}

/**
 * Everything the ranking needs of one project, as plain data (`loadRequirements` on the server). Every id
 * list is sorted ascending and distinct; empty lists and nulls mean «no requirement».
 */
export interface ProjectRequirements {
  projectId: number;
  companyId: number;
  status: ProjectStatus;
  /** The project's requirements version: a stored ranking keyed on an older one is stale. */
  version: number;
  budget: BudgetBand | null;
  services: RequiredService[];
  industryIds: number[];
  locations: RequiredPlace[];
  languageIds: number[];
  minStaff: number | null;
  excludedIds: number[];
  includedIds: number[];
  whitelistIds: number[];
}

/**
 * What the ranking reads (`rankContractors`): the requirements without whose project they are; a service's
 * band may be open at either end.
 */
export type MatchingRequirements = Pick<
  ProjectRequirements,
  | 'version'
  | 'budget'
  | 'industryIds'
  | 'locations'
  | 'languageIds'
  | 'minStaff'
  | 'excludedIds'
  | 'includedIds'
  | 'whitelistIds'
> & {
  services: { serviceId: number; minPrice: number | null; maxPrice: number | null }[];
};
