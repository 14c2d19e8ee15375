import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { at, authorRef, contractorRef, projectRef } from './references';

// The tender's protocol and its questions. Kinds and who reads what: contract/tender-protocol.ts.

/**
 * One step of a project's tender, written once: a trigger (migration 0027) refuses every UPDATE and every
 * DELETE but the cascade of the project's own removal. Actor and agency are copied by value (no foreign
 * key), so an account or an agency going later neither rewrites nor removes the record.
 */
export const tenderEvents = pgTable(
  'tender_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    projectId: projectRef(),
    kind: text('kind').notNull(),
    /** The server's clock when it happened. */
    at: at('at').notNull(),
    /** `client`, `agency` or `platform` (the clock: a deadline passing). */
    actorSide: text('actor_side').notNull(),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull().default(''),
    /** The agency the step concerns; null: the client's own step. */
    contractorId: integer('contractor_id'),
    contractorName: text('contractor_name').notNull().default(''),
    /** Every invitee reads it (answers, brief changes, the deadline, the outcome). */
    isPublic: boolean('is_public').notNull().default(false),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('tender_events_project_idx').on(t.projectId, t.id),
    // Opening the proposals is noticed by whoever reads first: recorded once.
    uniqueIndex('tender_events_opened_uq')
      .on(t.projectId)
      .where(sql`${t.kind} = 'proposals_opened'`),
    // And the final round's opening, as well.
    uniqueIndex('tender_events_final_opened_uq')
      .on(t.projectId)
      .where(sql`${t.kind} = 'final_proposals_opened'`),
  ],
);

/** An invitee's question about the brief; its answer goes to every invitee, the asker's name to none. */
export const tenderQuestions = pgTable(
  'tender_questions',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    contractorId: contractorRef(),
    askedBy: authorRef('asked_by'),
    text: text('text').notNull(),
    askedAt: at('asked_at').notNull(),
    answer: text('answer'),
    answeredBy: authorRef('answered_by'),
    answeredAt: at('answered_at'),
  },
  (t) => [index('tender_questions_project_idx').on(t.projectId, t.askedAt)],
);
