import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations, projects, tenderCandidates, tenderEvents, tenders } from '../../db/schema';
import { recordOnce } from './protocol';

// Sealed proposals: until they open, the client reads who sent a proposal and when, not what. They open when
// the deadline passes by the server's clock, or earlier when every invitee has answered — sent a proposal,
// declined, or let its invitation expire — and at least one proposal was sent. Opening is recorded once in
// the protocol (`proposals_opened`, at the moment it happened) by whoever notices it first: a read or a write.
// Once recorded, the proposals stay open, and no proposal changes any more.

/** The moment every invitee had answered, or null while one still may send (or nobody sent anything). */
async function allAnsweredAt(db: Db, projectId: number, now: Date): Promise<Date | null> {
  const rows = await db
    .select({
      status: invitations.status,
      answeredAt: invitations.answeredAt,
      expiresAt: invitations.expiresAt,
      candidateStatus: tenderCandidates.status,
      submittedAt: tenderCandidates.submittedAt,
    })
    .from(invitations)
    .leftJoin(tenderCandidates, eq(tenderCandidates.invitationId, invitations.id))
    .where(eq(invitations.projectId, projectId));
  let last: Date | null = null;
  let sent = 0;
  for (const row of rows) {
    let answered: Date | null;
    if (row.status === 'sent' || row.status === 'viewed')
      answered = row.expiresAt <= now ? row.expiresAt : null; // unanswered: waiting until it expires
    else if (row.status !== 'accepted')
      answered = row.answeredAt ?? row.expiresAt; // declined, expired
    else if (row.candidateStatus === 'participant' || row.candidateStatus === 'shortlisted')
      answered = row.submittedAt; // in the tender: answered by its proposal
    else answered = row.answeredAt; // out of the tender: it sends nothing more
    if (answered === null) return null;
    if (row.submittedAt !== null) sent += 1;
    if (last === null || answered > last) last = answered;
  }
  return sent > 0 ? last : null;
}

const recordedOpening = async (db: Db, projectId: number): Promise<Date | null> => {
  const [row] = await db
    .select({ at: tenderEvents.at })
    .from(tenderEvents)
    .where(and(eq(tenderEvents.projectId, projectId), eq(tenderEvents.kind, 'proposals_opened')));
  return row?.at ?? null;
};

/**
 * When the proposals opened, if they have by `now` and it is not recorded yet. A project closed before
 * opening (a cancellation, a winner elsewhere) stays sealed until its deadline.
 */
async function dueOpening(db: Db, projectId: number, now: Date): Promise<Date | null> {
  const [tender] = await db
    .select({ deadline: tenders.deadline, status: projects.status })
    .from(tenders)
    .innerJoin(projects, eq(projects.id, tenders.projectId))
    .where(eq(tenders.projectId, projectId));
  if (!tender) return null;
  const early = tender.status === 'closed' ? null : await allAnsweredAt(db, projectId, now);
  if (early !== null && early < tender.deadline) return early;
  return tender.deadline <= now ? tender.deadline : null;
}

/**
 * When the project's proposals opened, or null while they are sealed (or there is no tender); the first
 * caller to notice the opening records it (the platform's public step). Inside a step's transaction, call it
 * there: the record lands with the step.
 */
export async function openProposals(db: Db, projectId: number, now: Date): Promise<Date | null> {
  const recorded = await recordedOpening(db, projectId);
  if (recorded) return recorded;
  const at = await dueOpening(db, projectId, now);
  if (at !== null)
    await recordOnce(db, {
      projectId,
      kind: 'proposals_opened',
      at,
      side: 'platform',
      userId: null,
      isPublic: true,
    });
  return at;
}
