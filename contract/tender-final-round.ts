import { z } from 'zod';
import { refId } from './company';
import { boundedText } from './text';
import { PROPOSAL_TEXT_MAX } from './tender-rules';
import { isoTime, proposalDays, proposalPrice, reasonText } from './tender';
import { FINAL_MESSAGE_MAX, FINAL_ROUND_MESSAGES } from './tender-final-round-rules';

// `/tender/api/v1/projects/{id}/final-round/`: the shapes. Rules and messages: tender-final-round-rules.ts.

/** POST projects/{id}/final-round/: the finalists (candidate ids), the deadline, a message, the others' reason. */
export const finalRoundCreate = z.strictObject({
  finalists: z.array(refId, { error: FINAL_ROUND_MESSAGES.finalists }),
  deadline: isoTime,
  message: boundedText(FINAL_MESSAGE_MAX).optional(),
  /** What the candidates not taken are told: a client's refusal reason and/or a comment. */
  rejection_reason: refId.optional(),
  rejection_comment: reasonText.optional(),
});
export type FinalRoundCreate = z.input<typeof finalRoundCreate>;

/** PUT projects/{id}/final-round/proposal/: a finalist's revised proposal, sent (again) until the deadline. */
export const finalProposal = z.strictObject({
  price: proposalPrice,
  timeline_days: proposalDays,
  approach: boundedText(PROPOSAL_TEXT_MAX).refine((text) => text.trim() !== '', {
    error: 'Опишите подход.',
  }),
});
export type FinalProposal = z.input<typeof finalProposal>;

const offer = z.object({
  price: z.number().nullable(),
  timeline_days: z.number().int().nullable(),
  approach: z.string().nullable(),
});

/** A finalist in the round: its first offer and its final one (null while sealed or not sent). */
export const finalist = z.object({
  candidate: z.number().int(),
  contractor: z.number().int(),
  contractor_name: z.string(),
  first: offer,
  final: offer,
  /** When its final offer was sent; null: not yet (its first offer stands). */
  submitted_at: z.string().nullable(),
});
export type Finalist = z.infer<typeof finalist>;

/**
 * GET projects/{id}/final-round/. The client reads every finalist; a finalist agency itself alone (its own
 * final offer, draft included); another invitee the round's dates only. `started_at` null: no final round.
 */
export const finalRound = z.object({
  project: z.number().int(),
  started_at: z.string().nullable(),
  deadline: z.string().nullable(),
  message: z.string(),
  /** The final offers are open: the deadline passed, or every finalist sent one. */
  open: z.boolean(),
  opened_at: z.string().nullable(),
  /** The reader's agency is a finalist (false for the client). */
  is_finalist: z.boolean(),
  /** The reader's agency may send its final offer now. */
  can_send: z.boolean(),
  finalists: z.array(finalist),
});
export type FinalRound = z.infer<typeof finalRound>;
