import { count, eq, sql } from 'drizzle-orm';
import { isTenderOver } from '../../../contract/project-rules';
import type { Closing, Invitation, Tender } from '../../../contract/tender';
import type {
  CandidateStatus,
  ClosingKind,
  InvitationStatus,
} from '../../../contract/tender-rules';
import type { Db } from '../../db/client';
import {
  contractors,
  invitations,
  projectClosings,
  projects,
  refusalReasons,
  tenderCandidates,
  tenders,
} from '../../db/schema';
import { openProposals } from './opening';

// The rows of invitations, tenders and closings as the contract shows them. Every reading takes `now`, the
// process's clock: an invitation past its answer-by time while `sent` or `viewed` reads as `expired`.

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/** The status an invitation has at `now`: unanswered past its time is `expired`. */
export function statusAt(row: { status: string; expiresAt: Date }, now: Date): InvitationStatus {
  const pending = row.status === 'sent' || row.status === 'viewed';
  return pending && row.expiresAt <= now ? 'expired' : (row.status as InvitationStatus);
}

/** The same in SQL, for filters and the inbox's states. */
export const statusAtSql = (now: Date) =>
  sql<InvitationStatus>`(case when ${invitations.status} in ('sent', 'viewed')
    and ${invitations.expiresAt} <= ${now.toISOString()}::timestamptz
    then 'expired' else ${invitations.status} end)`;

const invitationColumns = {
  id: invitations.id,
  project: invitations.projectId,
  contractor: invitations.contractorId,
  contractor_name: contractors.name,
  status: invitations.status,
  message: invitations.message,
  refusal_reason: invitations.refusalReasonId,
  refusal_reason_name: refusalReasons.name,
  refusal_comment: invitations.refusalComment,
  createdAt: invitations.createdAt,
  viewedAt: invitations.viewedAt,
  answeredAt: invitations.answeredAt,
  expiresAt: invitations.expiresAt,
  candidate: tenderCandidates.id,
  candidate_status: tenderCandidates.status,
  termsAcceptedAt: invitations.termsAcceptedAt,
};

/** Invitations with their agency, refusal reason and candidate; the caller adds the where. */
export const selectInvitations = (db: Db) =>
  db
    .select(invitationColumns)
    .from(invitations)
    .innerJoin(contractors, eq(contractors.id, invitations.contractorId))
    .leftJoin(refusalReasons, eq(refusalReasons.id, invitations.refusalReasonId))
    .leftJoin(tenderCandidates, eq(tenderCandidates.invitationId, invitations.id));

type InvitationRow = Awaited<ReturnType<ReturnType<typeof selectInvitations>['execute']>>[number];

export const toInvitation = (row: InvitationRow, now: Date): Invitation => ({
  id: row.id,
  project: row.project,
  contractor: row.contractor,
  contractor_name: row.contractor_name,
  contractor_slug: null, // agencies have no slug yet: the app links by id
  status: statusAt(row, now),
  message: row.message,
  refusal_reason: row.refusal_reason,
  refusal_reason_name: row.refusal_reason_name,
  refusal_comment: row.refusal_comment,
  created_at: row.createdAt.toISOString(),
  viewed_at: iso(row.viewedAt),
  answered_at: iso(row.answeredAt),
  expires_at: row.expiresAt.toISOString(),
  candidate: row.candidate,
  candidate_status: row.candidate_status as CandidateStatus | null,
  terms_accepted_at: iso(row.termsAcceptedAt),
});

export async function invitationById(db: Db, id: number, now: Date): Promise<Invitation> {
  const [row] = await selectInvitations(db).where(eq(invitations.id, id));
  return toInvitation(row!, now);
}

/**
 * The project's tender with its counts, or null before one starts. Reading it after the proposals opened
 * records their opening (once).
 */
export async function tenderOf(db: Db, projectId: number, now: Date): Promise<Tender | null> {
  const [row] = await db
    .select({
      id: tenders.id,
      project: tenders.projectId,
      terms: tenders.terms,
      deadline: tenders.deadline,
      openedAt: tenders.openedAt,
      projectStatus: projects.status,
    })
    .from(tenders)
    .innerJoin(projects, eq(projects.id, tenders.projectId))
    .where(eq(tenders.projectId, projectId));
  if (!row) return null;
  const [counts] = await db
    .select({
      candidates: count(),
      proposals: sql<number>`(count(${tenderCandidates.submittedAt}))::int`,
    })
    .from(tenderCandidates)
    .where(eq(tenderCandidates.tenderId, row.id));
  const openedAt = await openProposals(db, projectId, now);
  return {
    id: row.id,
    project: row.project,
    terms: row.terms,
    deadline: row.deadline.toISOString(),
    opened_at: row.openedAt.toISOString(),
    // Opened early (every invitee answered), the proposals are final: none is taken any more.
    is_open: isOpen(row.deadline, row.projectStatus, now) && openedAt === null,
    candidates_count: counts?.candidates ?? 0,
    proposals_count: counts?.proposals ?? 0,
    proposals_open: openedAt !== null,
    proposals_open_at: iso(openedAt),
  };
}

/** Proposals are taken before the deadline while the tender is not over (a winner chosen, or closed). */
export const isOpen = (deadline: Date, projectStatus: string, now: Date) =>
  !isTenderOver(projectStatus) && deadline > now;

/** How the project was closed, or null while it is not. */
export async function closingOf(db: Db, projectId: number): Promise<Closing | null> {
  const [row] = await db
    .select({
      kind: projectClosings.kind,
      contractor: projectClosings.contractorId,
      contractor_name: contractors.name,
      third_party_name: projectClosings.thirdPartyName,
      reason: projectClosings.reason,
      closedAt: projectClosings.closedAt,
    })
    .from(projectClosings)
    .leftJoin(contractors, eq(contractors.id, projectClosings.contractorId))
    .where(eq(projectClosings.projectId, projectId));
  if (!row) return null;
  const { closedAt, ...rest } = row;
  return { ...rest, kind: row.kind as ClosingKind, closed_at: closedAt.toISOString() };
}
