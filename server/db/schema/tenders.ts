import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { refusalReasons } from './catalog';
import { contractors } from './contractors';
import { authorRef, contractorRef, projectRef } from './references';

// Invitations, the tender, its candidates and how a project was closed. Statuses: contract/tender-rules.ts.

const at = (name: string) => timestamp(name, { withTimezone: true });

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
  },
  (t) => [
    unique('invitations_project_contractor_uq').on(t.projectId, t.contractorId),
    index('invitations_contractor_idx').on(t.contractorId, t.createdAt),
    check(
      'invitations_status_ck',
      sql`${t.status} in ('sent', 'viewed', 'accepted', 'declined', 'expired')`,
    ),
  ],
);

/** One per project: proposals are taken until `deadline`. */
export const tenders = pgTable('tenders', {
  id: serial('id').primaryKey(),
  projectId: projectRef().unique(),
  terms: text('terms').notNull().default(''),
  deadline: at('deadline').notNull(),
  openedBy: authorRef('opened_by'),
  openedAt: at('opened_at').notNull().defaultNow(),
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
    submittedAt: at('submitted_at'),
    rejectionReasonId: integer('rejection_reason_id').references(() => refusalReasons.id),
    rejectionComment: text('rejection_comment').notNull().default(''),
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
    closedBy: authorRef('closed_by'),
    closedAt: at('closed_at').notNull().defaultNow(),
  },
  (t) => [
    index('project_closings_contractor_idx').on(t.contractorId),
    check('project_closings_kind_ck', sql`${t.kind} in ('winner', 'third_party', 'cancelled')`),
  ],
);
