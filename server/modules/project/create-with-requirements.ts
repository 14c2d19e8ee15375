import { REQUIREMENTS_MESSAGES, type AgencyListKind } from '../../../contract/requirements';
import type { ProjectCreate } from '../../../contract/project';
import type { Db } from '../../db/client';
import {
  requirementAgencies,
  requirementIndustries,
  requirementLanguages,
  requirementLocations,
  requirementServices,
  requirements,
} from '../../db/schema';
import { HttpError, type FieldErrors } from '../../http/errors';
import { missingPk } from '../../http/references';
import { checkDraftRequirements } from './preview-requirements';
import { publishedAgencies } from './requirements/agencies';
import { bumpRequirementsVersion } from './requirements/version';

// A new project's requirements, given with the project (`projects/` POST): checked as the matching preview
// and the single-part endpoints check them, then written with the project in its transaction.

export type NewRequirements = NonNullable<ProjectCreate['requirements']>;

/** The body's agency lists by the kind each is stored as. */
const AGENCY_LISTS = [
  ['excluded', 'exclusion'],
  ['included', 'inclusion'],
  ['whitelist', 'whitelist'],
] as const satisfies readonly (readonly [keyof NewRequirements, AgencyListKind])[];

const addOnce = (errors: FieldErrors, field: string, message: string) => {
  const list = (errors[field] ??= []);
  if (!list.includes(message)) list.push(message);
};

/**
 * Errors of a new project's requirements, keyed by the body's lists (the caller nests them under
 * `requirements`): the ids the preview checks, plus the agencies (published ones only; an excluded agency
 * is not also included or favoured).
 */
export async function newRequirementsErrors(db: Db, draft: NewRequirements): Promise<FieldErrors> {
  const { errors } = await checkDraftRequirements(db, draft);
  const published = await publishedAgencies(
    db,
    AGENCY_LISTS.flatMap(([field]) => draft[field]),
  );
  for (const [field] of AGENCY_LISTS)
    for (const id of draft[field]) if (!published.has(id)) addOnce(errors, field, missingPk(id));
  // As `requirements-exclusion` refuses an agency already included or favoured.
  const chosen = new Set([...draft.included, ...draft.whitelist]);
  if (draft.excluded.some((id) => published.has(id) && chosen.has(id)))
    addOnce(errors, 'excluded', REQUIREMENTS_MESSAGES.chosenAgency);
  return errors;
}

/** A 400 with the project's field errors and, nested under `requirements`, its requirements' ones. */
export function throwIfInvalid(errors: FieldErrors, requirementErrors: FieldErrors = {}): void {
  const nested = Object.keys(requirementErrors).length > 0;
  if (Object.keys(errors).length > 0 || nested)
    throw new HttpError(400, { ...errors, ...(nested && { requirements: requirementErrors }) });
}

/** The items with distinct keys, each the first of its key. */
function firstOfEach<T>(items: readonly T[], key: (item: T) => string | number): T[] {
  const seen = new Map<string | number, T>();
  for (const item of items) if (!seen.has(key(item))) seen.set(key(item), item);
  return [...seen.values()];
}

/**
 * Writes checked requirements of the new project `projectId`: the row and every part. A part named twice
 * is written once (the first time it is named), as the preview counts it. Anything the ranking reads is
 * one change: the version grows once, as one `requirements-*` call would grow it.
 */
export async function writeNewRequirements(
  tx: Db,
  projectId: number,
  draft: NewRequirements,
): Promise<void> {
  const [row] = await tx
    .insert(requirements)
    .values({ projectId, comment: draft.comment ?? '', minStaff: draft.min_staff ?? null })
    .returning({ id: requirements.id });
  const requirementId = row!.id;
  const services = firstOfEach(draft.services, (s) => s.service);
  const industryIds = [...new Set(draft.industries)];
  const languageIds = [...new Set(draft.languages)];
  const places = firstOfEach(draft.locations, (l) => `${l.country}:${l.city ?? ''}`);
  const agencies = AGENCY_LISTS.flatMap(([field, kind]) =>
    [...new Set(draft[field])].map((contractorId) => ({ requirementId, contractorId, kind })),
  );
  if (services.length > 0)
    await tx.insert(requirementServices).values(
      services.map((s) => ({
        requirementId,
        serviceId: s.service,
        serviceRangeId: s.service_range,
      })),
    );
  if (industryIds.length > 0)
    await tx
      .insert(requirementIndustries)
      .values(industryIds.map((industryId) => ({ requirementId, industryId })));
  if (languageIds.length > 0)
    await tx
      .insert(requirementLanguages)
      .values(languageIds.map((languageId) => ({ requirementId, languageId })));
  if (places.length > 0)
    await tx
      .insert(requirementLocations)
      .values(places.map((l) => ({ requirementId, countryId: l.country, cityId: l.city ?? null })));
  if (agencies.length > 0) await tx.insert(requirementAgencies).values(agencies);
  const ranked =
    services.length + industryIds.length + languageIds.length + places.length + agencies.length >
      0 || draft.min_staff != null;
  if (ranked) await bumpRequirementsVersion(tx, projectId);
}
