import { z } from 'zod';
import { BUDGET_BAND_KEYS, type BudgetBand } from './budget';
import { refId } from './company';
import { rankedAgency } from './ranking';
import { MIN_STAFF_MAX } from './requirements';

// `POST /project/api/v1/matching-preview/` — how many published agencies fit requirements that are not saved
// yet (a project being described, by a guest too), the best few of them, and the budget's reality check.
// It writes nothing; a POST only because the requirements are a structured body.

/** The most agencies `top` may ask for, and the most ids any list of the body may hold. */
export const PREVIEW_TOP_MAX = 5;
export const PREVIEW_LIST_MAX = 50;

const ids = () =>
  z.array(refId).max(PREVIEW_LIST_MAX, `Не более ${PREVIEW_LIST_MAX} значений.`).default([]);

/** Requirements that are not saved yet: the preview's body, and a new project's (`projects/` POST). */
export const draftRequirements = z.strictObject({
  /** Each required service, with the client's price band for it when one is chosen. */
  services: z
    .array(z.strictObject({ service: refId, service_range: refId.nullable().optional() }))
    .max(PREVIEW_LIST_MAX, `Не более ${PREVIEW_LIST_MAX} значений.`)
    .default([]),
  industries: ids(),
  languages: ids(),
  /** A whole country (`city` absent or null) or one of its cities. */
  locations: z
    .array(z.strictObject({ country: refId, city: refId.nullable().optional() }))
    .max(PREVIEW_LIST_MAX, `Не более ${PREVIEW_LIST_MAX} значений.`)
    .default([]),
  min_staff: z
    .number({ error: (issue) => (issue.input == null ? undefined : 'Введите целое число.') })
    .int('Введите целое число.')
    .min(1, 'Убедитесь, что это значение больше либо равно 1.')
    .max(MIN_STAFF_MAX, `Убедитесь, что это значение меньше либо равно ${MIN_STAFF_MAX}.`)
    .nullable()
    .optional(),
  excluded: ids(),
  /** Agencies the client names for the ranking; they count only when they pass every filter too. */
  included: ids(),
  /** The favourites: listed first and marked, never a filter (they narrow neither count nor top). */
  whitelist: ids(),
});
export type DraftRequirements = z.input<typeof draftRequirements>;

export const matchingPreviewRequest = draftRequirements.extend({
  budget: z.enum(BUDGET_BAND_KEYS, { error: 'Неизвестный бюджет.' }).nullable().optional(),
  /** How many of the best agencies to return with their cards (0: only the count). */
  top: z
    .number()
    .int('Введите целое число.')
    .min(0)
    .max(PREVIEW_TOP_MAX, `Не более ${PREVIEW_TOP_MAX}.`)
    .default(3),
});
export type MatchingPreviewRequest = z.input<typeof matchingPreviewRequest>;

/**
 * The budget's reality check: of the agencies that fit every other requirement (`matched`), how many have a
 * price for the required services that the chosen band can meet (`fitting`), and the band the typical such
 * agency's prices fall into (`usual_band`: null when none of them names a price).
 */
export const budgetCheck = z.object({
  band: z.enum(BUDGET_BAND_KEYS),
  matched: z.number().int(),
  fitting: z.number().int(),
  usual_band: z.enum(BUDGET_BAND_KEYS).nullable(),
});
export type BudgetCheck = z.infer<typeof budgetCheck> & { band: BudgetBand };

export const matchingPreview = z.object({
  /** Published agencies that pass every hard filter. */
  count: z.number().int(),
  /** The best of them, the favourites first, then by score (ties by id), with explanations and cards. */
  top: z.array(rankedAgency),
  /** Null when no budget band is chosen. */
  budget: budgetCheck.nullable(),
});
export type MatchingPreview = z.infer<typeof matchingPreview>;
