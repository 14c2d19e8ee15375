import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { at, projectRef } from './references';
import { tenderCandidates, tenders } from './tenders';
import { users } from './users';

// The tender's rubric and the client's evaluation of the opened proposals. Rules: contract/tender-rubric.ts.

/**
 * A criterion of a project's rubric, set before the first invitation and read by invitees with the brief.
 * `kind`: `price` and `timeline` are scored from the proposal itself (one of each at most), `people` by
 * each evaluator. `scale`: five lines, what marks 1 to 5 mean. The weights of a project sum to 100.
 */
export const projectCriteria = pgTable(
  'project_criteria',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    weight: integer('weight').notNull(),
    scale: jsonb('scale').$type<string[]>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('project_criteria_name_uq').on(t.projectId, t.name),
    index('project_criteria_project_idx').on(t.projectId, t.position),
    uniqueIndex('project_criteria_computed_uq')
      .on(t.projectId, t.kind)
      .where(sql`${t.kind} in ('price', 'timeline')`),
    check('project_criteria_kind_ck', sql`${t.kind} in ('price', 'timeline', 'people')`),
    check('project_criteria_weight_ck', sql`${t.weight} between 0 and 100`),
  ],
);

/** One evaluator's mark (1–5) of one proposal on one criterion scored by people, in round 1 or 2 (the final). */
export const tenderMarks = pgTable(
  'tender_marks',
  {
    id: serial('id').primaryKey(),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => tenderCandidates.id, { onDelete: 'cascade' }),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => projectCriteria.id, { onDelete: 'cascade' }),
    evaluatorId: integer('evaluator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    round: integer('round').notNull().default(1),
    mark: integer('mark').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('tender_marks_uq').on(t.candidateId, t.criterionId, t.evaluatorId, t.round),
    check('tender_marks_mark_ck', sql`${t.mark} between 1 and 5`),
    check('tender_marks_round_ck', sql`${t.round} in (1, 2)`),
  ],
);

/**
 * An evaluator's marks of a round, submitted: from then on the evaluator reads the others' marks and no
 * longer changes its own.
 */
export const tenderEvaluations = pgTable(
  'tender_evaluations',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    evaluatorId: integer('evaluator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    round: integer('round').notNull().default(1),
    submittedAt: at('submitted_at').notNull(),
  },
  (t) => [
    unique('tender_evaluations_uq').on(t.tenderId, t.evaluatorId, t.round),
    check('tender_evaluations_round_ck', sql`${t.round} in (1, 2)`),
  ],
);
