import { z } from 'zod';
import { refId } from './company';
import { contractor } from './contractor';
import { agencyCase, brandRef, profileYear } from './cases';
import { boundedText, nameText } from './text';
import { CLIENT_HISTORY_TEXT_MAX, CLIENT_NAME_MAX, SERVICE_TEXT_MAX } from './profile-rules';
import { city, country, industry, language, serviceRange } from './reference';

// The parts of an agency's profile its people edit in the panel: services with their price ranges,
// industries, places of work, languages, client histories; and the whole profile as the panel reads it.

const namedRef = z.object({ id: z.number().int(), name: z.string() });

// ---- services the agency offers (`service-contractors`) ---------------------------------------------

export const serviceContractor = z.object({
  id: z.number().int(),
  contractor: z.number().int(),
  service: namedRef,
  /** The price band; null only for rows made before a range was required. */
  service_range: serviceRange.omit({ service: true }).nullable(),
  description: z.string(),
  /** The agency's cases linked to this service (`service-cases`). */
  cases: z.array(z.number().int()),
});
export type ServiceContractor = z.infer<typeof serviceContractor>;

export const serviceContractorCreate = z.strictObject({
  service: refId,
  service_range: refId,
  description: boundedText(SERVICE_TEXT_MAX).optional(),
});
export type ServiceContractorCreate = z.infer<typeof serviceContractorCreate>;
/** Another range of the same service, another text; a different service is a new row. */
export const serviceContractorPatch = serviceContractorCreate.omit({ service: true }).partial();
export type ServiceContractorPatch = z.infer<typeof serviceContractorPatch>;

// ---- industries ------------------------------------------------------------------------------------

export const industryContractor = z.object({
  id: z.number().int(),
  contractor: z.number().int(),
  industry,
});
export type IndustryContractor = z.infer<typeof industryContractor>;
export const industryContractorCreate = z.strictObject({ industry: refId });
export type IndustryContractorCreate = z.infer<typeof industryContractorCreate>;

// ---- places of work: a whole country or one of its cities ------------------------------------------

export const locationContractor = z.object({
  id: z.number().int(),
  contractor: z.number().int(),
  country,
  city: city.nullable(),
});
export type LocationContractor = z.infer<typeof locationContractor>;
export const locationContractorCreate = z.strictObject({
  country: refId,
  city: refId.nullable().optional(),
});
export type LocationContractorCreate = z.infer<typeof locationContractorCreate>;
export const locationContractorPatch = locationContractorCreate.partial();
export type LocationContractorPatch = z.infer<typeof locationContractorPatch>;

// ---- languages -------------------------------------------------------------------------------------

export const contractorLanguage = z.object({
  id: z.number().int(),
  contractor: z.number().int(),
  language,
});
export type ContractorLanguage = z.infer<typeof contractorLanguage>;
export const contractorLanguageCreate = z.strictObject({ language: refId });
export type ContractorLanguageCreate = z.infer<typeof contractorLanguageCreate>;

// ---- client histories: a known brand or a client's name, its industry, the years -------------------

export const clientHistory = z.object({
  id: z.number().int(),
  contractor: z.number().int(),
  brand: brandRef.nullable(),
  client_name: z.string(),
  industry: industry.nullable(),
  year_from: z.number().int().nullable(),
  year_to: z.number().int().nullable(),
  text: z.string(),
});
export type ClientHistory = z.infer<typeof clientHistory>;

/** Brand or client name (one of them), years from ≤ to and not in the future: checked by the server. */
export const clientHistoryCreate = z.strictObject({
  brand: refId.nullable().optional(),
  client_name: nameText(CLIENT_NAME_MAX).optional(),
  industry: refId.nullable().optional(),
  year_from: profileYear.nullable().optional(),
  year_to: profileYear.nullable().optional(),
  text: boundedText(CLIENT_HISTORY_TEXT_MAX).optional(),
});
export type ClientHistoryCreate = z.infer<typeof clientHistoryCreate>;
export const clientHistoryPatch = clientHistoryCreate.partial();
export type ClientHistoryPatch = z.infer<typeof clientHistoryPatch>;

// ---- completeness ------------------------------------------------------------------------------------

const completenessItem = z.object({ key: z.string(), text: z.string() });
export const completeness = z.object({
  /** 0–100. */
  percent: z.number().int(),
  /** What the profile lacks, most useful first. */
  missing: z.array(completenessItem),
  /** The most useful thing to add now; null for a full profile. */
  next: completenessItem.nullable(),
  can_publish: z.boolean(),
  /** Why the agency cannot be published yet (empty when it can). */
  publish_blockers: z.array(completenessItem),
});

// ---- the whole profile, for the agency's own panel (`contractors-lk/{id}/`) ----------------------------

export const personalProfile = contractor.extend({
  profile_version: z.number().int(),
  services: z.array(serviceContractor),
  industries: z.array(industryContractor),
  locations: z.array(locationContractor),
  languages: z.array(contractorLanguage),
  client_histories: z.array(clientHistory),
  cases: z.array(agencyCase),
  completeness,
});
export type PersonalProfile = z.infer<typeof personalProfile>;
