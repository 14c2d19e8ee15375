import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import { refusalReasons } from './catalog';
import { contractors } from './contractors';
import { at, authorRef, contractorRef, projectRef } from './references';

// Invitations, the tender, its candidates and how a project was closed. Statuses: contract/tender-rules.ts.

/** A client's invitation of one agency to one project; `expires_at`: the time to answer by. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    projectId: projectRef(),
    contractorId: contractorRef(),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('sent'),
    refusalReasonId: integer('refusal_reason_id').references(() => refusalReasons.id),
    refusalComment: text('refusal_comment').notNull().default(''),
    invitedBy: authorRef('invited_by'),
    answeredBy: authorRef('answered_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    viewedAt: at('viewed_at'),
    answeredAt: at('answered_at'),
    expiresAt: at('expires_at').notNull(),
    /** A confidential project's terms accepted: until then the invitee reads only the brief's outline. */
    termsAcceptedAt: at('terms_accepted_at'),
    /** The agency's word on a conflict of interest at acceptance: `none` or `declared`; null: not given. */
    conflict: text('conflict'),
    /** With a declared conflict: the agency puts a separate team («выделенная команда») on the project. */
    conflictSeparateTeam: boolean('conflict_separate_team').notNull().default(false),
    conflictNote: text('conflict_note').notNull().default(''),
  },
  (t) => [
    unique('invitations_project_contractor_uq').on(t.projectId, t.contractorId),
    index('invitations_contractor_idx').on(t.contractorId, t.createdAt),
    check(
      'invitations_status_ck',
      sql`${t.status} in ('sent', 'viewed', 'accepted', 'declined', 'expired')`,
    ),
    check('invitations_conflict_ck', sql`${t.conflict} in ('none', 'declared')`),
  ],
);

/** One per project: proposals are taken until `deadline`. */
export const tenders = pgTable('tenders', {
  id: serial('id').primaryKey(),
  projectId: projectRef().unique(),
  terms: text('terms').notNull().default(''),
  deadline: at('deadline').notNull(),
  /** The deadline set at opening: a brief change keeps at least half of this period open. */
  initialDeadline: at('initial_deadline').notNull(),
  /** The brief's last change during the tender; proposals sent before it are marked. */
  briefChangedAt: at('brief_changed_at'),
  openedBy: authorRef('opened_by'),
  openedAt: at('opened_at').notNull().defaultNow(),
  /** The final round («Финальный раунд»), one per tender: finalists' revised proposals until its deadline. */
  finalRoundStartedAt: at('final_round_started_at'),
  finalRoundDeadline: at('final_round_deadline'),
  finalRoundMessage: text('final_round_message').notNull().default(''),
});

/** A proposal's link to a file or a page the agency shares (a presentation, an estimate). */
export type ProposalLink = { name: string; url: string };

/**
 * An agency in a tender (its invitation was accepted) and its proposal; `submitted_at` null: no proposal yet.
 * `rejection_*`: why the client did not choose it (told to the agency).
 */
export const tenderCandidates = pgTable(
  'tender_candidates',
  {
    id: serial('id').primaryKey(),
    tenderId: integer('tender_id')
      .notNull()
      .references(() => tenders.id, { onDelete: 'cascade' }),
    invitationId: integer('invitation_id')
      .notNull()
      .unique()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    contractorId: contractorRef(),
    status: text('status').notNull().default('participant'),
    price: bigint('price', { mode: 'number' }),
    timelineDays: integer('timeline_days'),
    approach: text('approach').notNull().default(''),
    team: text('team').notNull().default(''),
    links: jsonb('links').$type<ProposalLink[]>().notNull().default([]),
    /** The proposal's last sending; null: none sent, or withdrawn. */
    submittedAt: at('submitted_at'),
    /** Its first sending: what the plan's monthly count reads, kept through a withdrawal. */
    firstSubmittedAt: at('first_submitted_at'),
    rejectionReasonId: integer('rejection_reason_id').references(() => refusalReasons.id),
    rejectionComment: text('rejection_comment').notNull().default(''),
    /** Taken into the final round; its revised proposal below (sealed until the round's deadline). */
    finalist: boolean('finalist').notNull().default(false),
    finalPrice: bigint('final_price', { mode: 'number' }),
    finalTimelineDays: integer('final_timeline_days'),
    finalApproach: text('final_approach').notNull().default(''),
    finalSubmittedAt: at('final_submitted_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('tender_candidates_tender_contractor_uq').on(t.tenderId, t.contractorId),
    index('tender_candidates_contractor_idx').on(t.contractorId),
    check(
      'tender_candidates_status_ck',
      sql`${t.status} in ('participant', 'shortlisted', 'winner', 'rejected')`,
    ),
  ],
);

/**
 * How a closed project ended, one row per project: the winner chosen here (`contractor_id`), one outside
 * the platform (`third_party_name`), or a cancellation; `reason` is what invitees not chosen are told.
 */
export const projectClosings = pgTable(
  'project_closings',
  {
    projectId: projectRef().primaryKey(),
    kind: text('kind').notNull(),
    contractorId: integer('contractor_id').references(() => contractors.id, {
      onDelete: 'set null',
    }),
    thirdPartyName: text('third_party_name'),
    reason: text('reason').notNull().default(''),
    /** Whether agencies not chosen are told how the winner's price compares with theirs. */
    tellPrice: boolean('tell_price').notNull().default(true),
    closedBy: authorRef('closed_by'),
    closedAt: at('closed_at').notNull().defaultNow(),
  },
  (t) => [
    index('project_closings_contractor_idx').on(t.contractorId),
    check('project_closings_kind_ck', sql`${t.kind} in ('winner', 'third_party', 'cancelled')`),
  ],
);
