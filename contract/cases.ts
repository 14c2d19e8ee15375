import { z } from 'zod';
import { BUDGET_BAND_KEYS } from './budget';
import { refId } from './company';
import { pageOf, pageQuery } from './drf';
import { material } from './materials';
import {
  CASE_RESULTS_MAX,
  CASE_SERVICES_MAX,
  CASE_TEXT_MAX,
  CASE_TITLE_MAX,
  CLIENT_NAME_MAX,
  PROFILE_MESSAGES,
  PROFILE_YEAR_MIN,
} from './profile-rules';
import { industry } from './reference';
import { boundedText, nameText } from './text';

// An agency's cases (its portfolio) and the links between a case and the services it proves. A case's
// images and files are uploads (`materials`): a case shows them, they are added and removed on their own.

/** A year as a case or a client history names it; «not in the future» is the server's check (its clock). */
export const profileYear = z
  .number({ error: 'Введите целое число.' })
  .int('Введите целое число.')
  .min(PROFILE_YEAR_MIN, `Год не может быть раньше ${PROFILE_YEAR_MIN}.`)
  .max(9999, PROFILE_MESSAGES.futureYear);

/** A brand as a case or a history shows it. */
export const brandRef = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
});

export const budgetBand = z.enum(BUDGET_BAND_KEYS, { error: 'Выберите бюджет из списка.' });

/** A service the case proves: the agency's service (`service-contractors` id) and its name. */
export const caseService = z.object({
  id: z.number().int(),
  service: z.object({ id: z.number().int(), name: z.string() }),
});

export const agencyCase = z.object({
  id: z.number().int(),
  contractor: z.number().int(),
  title: z.string(),
  text: z.string(),
  industry: industry.nullable(),
  services: z.array(caseService),
  year: z.number().int().nullable(),
  brand: brandRef.nullable(),
  client_name: z.string(),
  budget: budgetBand.nullable(),
  results: z.string(),
  /** Its images and files, in upload order. */
  materials: z.array(material),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AgencyCase = z.infer<typeof agencyCase>;
export const agencyCasePage = pageOf(agencyCase);

/**
 * A new case. `services` are ids of the agency's own services (`service-contractors`), linked in the same
 * transaction; a brand and a client name exclude each other; the year is not in the future (server's clock).
 */
export const agencyCaseCreate = z.strictObject({
  title: nameText(CASE_TITLE_MAX).min(1, 'Это поле не может быть пустым.'),
  text: boundedText(CASE_TEXT_MAX).optional(),
  industry: refId.nullable().optional(),
  services: z
    .array(refId)
    .max(CASE_SERVICES_MAX, `Не более ${CASE_SERVICES_MAX} услуг.`)
    .optional(),
  year: profileYear.nullable().optional(),
  brand: refId.nullable().optional(),
  client_name: nameText(CLIENT_NAME_MAX).optional(),
  budget: budgetBand.nullable().optional(),
  results: boundedText(CASE_RESULTS_MAX).optional(),
});
export type AgencyCaseCreate = z.infer<typeof agencyCaseCreate>;
/** Any of the fields; `services` given replaces the whole list. */
export const agencyCasePatch = agencyCaseCreate.partial();
export type AgencyCasePatch = z.infer<typeof agencyCasePatch>;

export const agencyCaseListQuery = pageQuery;

// ---- service-cases: one link between a service the agency offers and one of its cases --------------

export const serviceCase = z.object({
  id: z.number().int(),
  service_contractor: z.number().int(),
  case: z.number().int(),
});
export type ServiceCase = z.infer<typeof serviceCase>;
export const serviceCaseCreate = z.strictObject({ service_contractor: refId, case: refId });
export type ServiceCaseCreate = z.infer<typeof serviceCaseCreate>;
