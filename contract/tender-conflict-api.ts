import { z } from 'zod';
import { INN_MESSAGES, isValidInn, refId } from './company';
import { nameText, plainText } from './text';
import {
  COMPETITOR_NAME_MAX,
  COMPETITORS_MAX,
  CONFLICT_ANSWERS,
  CONFLICT_LEVELS,
  CONFLICT_MESSAGES,
  type ConflictAnswer,
  type ConflictLevel,
} from './tender-conflict';

// `/tender/api/v1/projects/{id}/competitors/` (the client's named competitors, its own private data) and
// `…/conflicts/` (which agencies serve one, and what each declared at acceptance). Rules: tender-conflict.ts.

export const conflictAnswer = z.enum(Object.keys(CONFLICT_ANSWERS) as [ConflictAnswer], {
  error: 'Выберите вариант из списка.',
});
export const conflictLevel = z.enum(Object.keys(CONFLICT_LEVELS) as [ConflictLevel]);

/** A named competitor as read: a brand of the reference, and/or a company's name or ИНН. */
export const competitor = z.object({
  id: z.number().int(),
  brand: z.number().int().nullable(),
  brand_name: z.string().nullable(),
  name: z.string(),
  inn: z.string().nullable(),
});
export type Competitor = z.infer<typeof competitor>;

/** GET/PUT projects/{id}/competitors/: the project's client company alone reads them. */
export const projectCompetitors = z.object({
  project: z.number().int(),
  competitors: z.array(competitor),
  /** The reader may change them now (the project's tender is not over). */
  can_edit: z.boolean(),
});
export type ProjectCompetitors = z.infer<typeof projectCompetitors>;

/** An ИНН of 10 or 12 digits with its check digits; '' as none. */
const competitorInn = plainText()
  .trim()
  .refine((v) => v === '' || /^(\d{10}|\d{12})$/.test(v), {
    error: INN_MESSAGES.format,
    abort: true,
  })
  .refine((v) => v === '' || isValidInn(v), INN_MESSAGES.checksum);

const competitorInput = z
  .strictObject({
    brand: refId.nullable().optional(),
    name: nameText(COMPETITOR_NAME_MAX).optional(),
    inn: competitorInn.nullable().optional(),
  })
  .refine((c) => c.brand != null || Boolean(c.name) || Boolean(c.inn), {
    error: CONFLICT_MESSAGES.competitorEmpty,
  });

/** PUT projects/{id}/competitors/: the whole list, replaced. */
export const competitorsUpdate = z.strictObject({
  competitors: z.array(competitorInput).max(COMPETITORS_MAX, CONFLICT_MESSAGES.tooManyCompetitors),
});
export type CompetitorsUpdate = z.input<typeof competitorsUpdate>;

/** `?contractors=1,2,3`: the agencies to read (at most 100); without it, the project's invitees. */
export const conflictsQuery = z.object({
  contractors: plainText().max(1200).optional(),
});

/** What the agency said at acceptance. */
export const conflictDeclaration = z.object({
  conflict: conflictAnswer,
  separate_team: z.boolean(),
  note: z.string(),
});
export type ConflictDeclaration = z.infer<typeof conflictDeclaration>;

/** One agency's flag for this project (never a filter: the client decides), and its declaration. */
export const conflictFlag = z.object({
  contractor: z.number().int(),
  /** null: no match, only a declaration to show. */
  level: conflictLevel.nullable(),
  label: z.string().nullable(),
  /** What matched, one Russian line each, as the ranking's criteria explain theirs. */
  reasons: z.array(z.string()),
  /** null until the agency accepted the invitation (or when it was never invited). */
  declaration: conflictDeclaration.nullable(),
});
export type ConflictFlag = z.infer<typeof conflictFlag>;

/** GET projects/{id}/conflicts/: the agencies asked about with a flag or a declaration, others left out. */
export const projectConflicts = z.object({
  project: z.number().int(),
  /** How many competitors the project names: none, no flags. */
  competitors: z.number().int(),
  flags: z.array(conflictFlag),
});
export type ProjectConflicts = z.infer<typeof projectConflicts>;
