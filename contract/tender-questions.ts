import { z } from 'zod';
import { boundedText } from './text';
import { ANSWER_TEXT_MAX, QUESTION_TEXT_MAX } from './tender-protocol';
import { QUESTION_MESSAGES } from './tender-question-rules';

// «Вопросы и ответы»: an invited agency asks about the brief, the client answers once, and the question with
// its answer goes to every invitee. No agency learns who asked but the client; the asker knows its own.

export { QUESTION_MESSAGES };

/** POST projects/{id}/questions/: the agency's question about the brief. */
export const questionCreate = z.strictObject({
  text: boundedText(QUESTION_TEXT_MAX).min(1, QUESTION_MESSAGES.questionRequired),
});
export type QuestionCreate = z.input<typeof questionCreate>;

/** POST questions/{id}/answer/: the client's answer, given once. */
export const questionAnswer = z.strictObject({
  answer: boundedText(ANSWER_TEXT_MAX).min(1, QUESTION_MESSAGES.answerRequired),
});
export type QuestionAnswer = z.input<typeof questionAnswer>;

/** A question as its reader may see it: the asking agency for the client only. */
export const tenderQuestion = z.object({
  id: z.number().int(),
  project: z.number().int(),
  text: z.string(),
  asked_at: z.string(),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** The reading agency asked it; false for the client. */
  mine: z.boolean(),
  /** The asking agency: the client reads it, an agency reads null. */
  contractor: z.number().int().nullable(),
  contractor_name: z.string().nullable(),
});
export type TenderQuestion = z.infer<typeof tenderQuestion>;

/**
 * GET projects/{id}/questions/: the client every question; an invitee the answered ones and its own, oldest
 * first; and whether the caller may ask now.
 */
export const tenderQuestions = z.object({
  questions: z.array(tenderQuestion),
  can_ask: z.boolean(),
  /** Questions are taken until then (QUESTION_CUTOFF_HOURS before the proposals' deadline); null: no tender yet. */
  ask_until: z.string().nullable(),
  /** Why the caller cannot ask, in Russian; '' when it can. */
  ask_note: z.string(),
});
export type TenderQuestions = z.infer<typeof tenderQuestions>;
