import { z } from 'zod';
import { refId } from './company';
import { nameText } from './text';
import {
  CRITERIA_MAX,
  CRITERION_KINDS,
  CRITERION_NAME_MAX,
  MARK_MAX,
  MARK_MIN,
  RUBRIC_MESSAGES,
  SCALE_LINE_MAX,
  WEIGHTS_TOTAL,
  type CriterionKind,
} from './tender-rubric';

// `/tender/api/v1/projects/{id}/criteria/` (the rubric) and `…/evaluation/` (the client's people's marks).
// Rules and scoring: tender-rubric.ts.

const criterionKind = z.enum(Object.keys(CRITERION_KINDS) as [CriterionKind], {
  error: 'Выберите вид критерия из списка.',
});

/** A criterion as read: `id` null while the project reads the default set (nothing saved yet). */
export const rubricCriterion = z.object({
  id: z.number().int().nullable(),
  kind: criterionKind,
  name: z.string(),
  weight: z.number().int(),
  /** What marks 1 to 5 mean, five lines. */
  scale: z.array(z.string()),
  position: z.number().int(),
});
export type RubricCriterion = z.infer<typeof rubricCriterion>;

/** GET/PUT projects/{id}/criteria/: the client's people and the invited agencies read it. */
export const rubric = z.object({
  project: z.number().int(),
  criteria: z.array(rubricCriterion),
  /** Nothing saved: the default set. */
  is_default: z.boolean(),
  /** Published with the first invitation (the protocol's `rubric_published`); fixed from then on. */
  published: z.boolean(),
  /** The reader may change it now (the project's client, before the first invitation). */
  can_edit: z.boolean(),
});
export type Rubric = z.infer<typeof rubric>;

const criterionInput = z.strictObject({
  kind: criterionKind,
  name: nameText(CRITERION_NAME_MAX).min(1, 'Укажите название критерия.'),
  weight: z
    .number({ error: 'Введите целое число.' })
    .int('Введите целое число.')
    .min(0, 'Вес — от 0 до 100.')
    .max(WEIGHTS_TOTAL, 'Вес — от 0 до 100.'),
  scale: z
    .array(nameText(SCALE_LINE_MAX).min(1, RUBRIC_MESSAGES.scaleLines))
    .length(MARK_MAX, RUBRIC_MESSAGES.scaleLines),
});

/** PUT projects/{id}/criteria/: the whole rubric, in its order; weights sum to 100. */
export const rubricUpdate = z.strictObject({
  criteria: z
    .array(criterionInput)
    .min(1, RUBRIC_MESSAGES.noCriteria)
    .max(CRITERIA_MAX, RUBRIC_MESSAGES.tooMany),
});
export type RubricUpdate = z.input<typeof rubricUpdate>;

const round = z.union([z.literal(1), z.literal(2)], { error: 'Раунд — 1 или 2.' });

/** `?round=1|2` (1 when absent). */
export const evaluationQuery = z.object({
  round: z.enum(['1', '2'], { error: 'Раунд — 1 или 2.' }).optional(),
});

/** One evaluator's mark of one proposal on one criterion. */
export const evaluatorMark = z.object({
  evaluator: z.number().int(),
  mark: z.number().int(),
});

/** A proposal's score on one criterion. */
export const criterionScore = z.object({
  criterion: z.number().int(),
  /**
   * The mark the total counts: the proposal's own (price, timeline: one decimal) or the mean of the submitted
   * evaluators' marks; null until the reader submitted its own (people) or without a figure.
   */
  mark: z.number().nullable(),
  /** The reader's own mark (draft or submitted), and once it submitted, every submitted evaluator's. */
  marks: z.array(evaluatorMark),
  /** The submitted marks differ by 2 or more («Расхождение оценок»); false while the reader has not submitted. */
  disagreement: z.boolean(),
});

export const scoredProposal = z.object({
  candidate: z.number().int(),
  contractor: z.number().int(),
  contractor_name: z.string(),
  /** The round's figures: the proposal's, or in round 2 the final offer's (the first one where none). */
  price: z.number().int().nullable(),
  timeline_days: z.number().int().nullable(),
  scores: z.array(criterionScore),
  /** Σ weight × mark / 5, out of 100, one decimal; null until every weighted criterion has a mark. */
  total: z.number().nullable(),
});
export type ScoredProposal = z.infer<typeof scoredProposal>;

export const evaluator = z.object({
  id: z.number().int(),
  name: z.string(),
  /** When this person submitted the round's marks; null: not yet. */
  submitted_at: z.string().nullable(),
  /** The reader. */
  me: z.boolean(),
});

/** GET/PUT projects/{id}/evaluation/ and POST …/submit/: the round as the reader may see it. */
export const evaluation = z.object({
  project: z.number().int(),
  round,
  criteria: z.array(rubricCriterion),
  evaluators: z.array(evaluator),
  proposals: z.array(scoredProposal),
  /** The reader may mark now: opened, in tender, the round ready, its own marks not submitted. */
  can_mark: z.boolean(),
  /** Why not, in Russian; null when it may. */
  note: z.string().nullable(),
  /** The reader submitted this round (then it reads everyone's submitted marks). */
  submitted: z.boolean(),
});
export type Evaluation = z.infer<typeof evaluation>;

const markValue = z
  .number({ error: RUBRIC_MESSAGES.markRange })
  .int(RUBRIC_MESSAGES.markRange)
  .min(MARK_MIN, RUBRIC_MESSAGES.markRange)
  .max(MARK_MAX, RUBRIC_MESSAGES.markRange);

/** PUT projects/{id}/evaluation/: the reader's draft marks; `mark: null` takes one back. */
export const marksUpdate = z.strictObject({
  round: round.optional(),
  marks: z
    .array(z.strictObject({ candidate: refId, criterion: refId, mark: markValue.nullable() }), {
      error: 'Передайте список оценок.',
    })
    .max(500, 'Слишком много оценок за раз.'),
});
export type MarksUpdate = z.input<typeof marksUpdate>;

/** POST projects/{id}/evaluation/submit/: «Отправить оценки» — every mark of the round given. */
export const evaluationSubmit = z.strictObject({ round: round.optional() });
export type EvaluationSubmit = z.input<typeof evaluationSubmit>;
