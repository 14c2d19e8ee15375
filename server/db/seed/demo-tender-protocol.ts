import { and, asc, eq, inArray } from 'drizzle-orm';
import type { CandidateOutcome } from '../../../contract/tender';
import type { TenderEventKind, TenderEventSide } from '../../../contract/tender-protocol';
import type { Db } from '../client';
import {
  clientReviews,
  contractorAccounts,
  contractorReviews,
  invitations,
  projectClosings,
  projects,
  refusalReasons,
  roles,
  tenderCandidates,
  tenderCommunications,
  tenderEvents,
  tenderQuestions,
  tenders,
  users,
} from '../schema';
import { writeTenderEvents, type TenderEventRow } from '../tender-events';
import { DEMO_ACCOUNTS } from './demo-users';
import { DEMO_TENDER_PROJECTS } from './demo-tenders';

// The demo tenders' protocol from the first start: each step read back from the demo rows (demo-tenders.ts)
// and written as the live code records it (kinds, sides, people, details keys), at the row's own time, in
// time order (the protocol reads by id). Plus one question on the demo tender's brief from another invitee,
// answered to all, so the demo agency reads an answer without an asker.

const HOUR = 60 * 60 * 1000;

/** The question «Голос города» asks about the seasonal menu's brief, and the client's answer. */
export const DEMO_QUESTION = {
  text:
    'Розыгрыши в пекарнях — это офлайн-акция для гостей или розыгрыш в соцсетях с призами, которые ' +
    'забирают в пекарне? И сколько пекарен в нём участвуют?',
  answer:
    'Розыгрыш идёт в VK и Telegram, а призы — наборы из сезонного меню — победители забирают в любой ' +
    'из 40 пекарен сети. Призы и съёмку в пекарне мы оплачиваем отдельно от бюджета кампании.',
};

type Step = Omit<TenderEventRow, 'projectId'>;
/** The steps every invitee reads, as the live code records them. */
const PUBLIC = new Set<TenderEventKind>([
  'tender_opened',
  'question_answered',
  'proposals_opened',
  'winner_chosen',
  'third_party_winner',
  'cancelled',
  'final_round_started',
]);
/** A step: what, when, who took it (side, person), the agency it concerns, its details. */
const step = (
  kind: TenderEventKind,
  at: Date,
  side: TenderEventSide,
  userId: number | null,
  contractorId: number | null = null,
  details: Record<string, unknown> = {},
): Step => ({ kind, at, side, userId, contractorId, details, isPublic: PUBLIC.has(kind) });

const invitationsOf = (tx: Db, projectId: number) =>
  tx
    .select({ row: invitations, reason: refusalReasons.name })
    .from(invitations)
    .leftJoin(refusalReasons, eq(refusalReasons.id, invitations.refusalReasonId))
    .where(eq(invitations.projectId, projectId))
    .orderBy(asc(invitations.id));
type Invited = Awaited<ReturnType<typeof invitationsOf>>;

const candidatesOf = (tx: Db, tenderId: number) =>
  tx
    .select({ row: tenderCandidates, reason: refusalReasons.name })
    .from(tenderCandidates)
    .leftJoin(refusalReasons, eq(refusalReasons.id, tenderCandidates.rejectionReasonId))
    .where(eq(tenderCandidates.tenderId, tenderId))
    .orderBy(asc(tenderCandidates.id));
type Candidates = Awaited<ReturnType<typeof candidatesOf>>;
type Closing = typeof projectClosings.$inferSelect | undefined;
type Tender = typeof tenders.$inferSelect;
/**
 * When the proposals opened (opening.ts's rule) for a tender that ended or went into its final round; null:
 * not recorded here.
 */
function openedAt(tender: Tender, invited: Invited, candidates: Candidates, closing: Closing) {
  const { deadline } = tender;
  // A tender still open is left to the live code: it records the opening when it first notices it.
  if (!closing && !tender.finalRoundStartedAt) return null;
  // Cancelled or won elsewhere: sealed until the deadline.
  if (closing && closing.kind !== 'winner') return deadline <= closing.closedAt ? deadline : null;
  let last: Date | null = null;
  for (const { row } of invited) {
    const proposal = candidates.find((c) => c.row.invitationId === row.id)?.row.submittedAt;
    // As at the opening: an accepted invitee answered by its proposal, an unanswered one by expiring.
    const answered =
      row.status === 'declined'
        ? row.answeredAt
        : row.status === 'accepted'
          ? (proposal ?? null)
          : row.expiresAt;
    if (answered === null) return deadline;
    if (last === null || answered > last) last = answered;
  }
  return last !== null && last < deadline ? last : deadline;
}

/** Writes the demo tenders' protocol and question once; false (nothing written) without the demo tenders. */
export async function seedDemoTenderProtocol(tx: Db): Promise<boolean> {
  const person = async (email: string) =>
    (await tx.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;
  const client = await person(DEMO_ACCOUNTS[0].email);
  const leaders = await tx
    .select({ contractorId: contractorAccounts.contractorId, userId: contractorAccounts.userId })
    .from(contractorAccounts)
    .innerJoin(roles, eq(roles.id, contractorAccounts.roleId))
    .where(eq(roles.name, 'leader'))
    .orderBy(asc(contractorAccounts.id));
  const leader = await person(DEMO_ACCOUNTS[1].email);
  const own = leaders.find((l) => l.userId === leader);
  const titles = DEMO_TENDER_PROJECTS.map((p) => p.title);
  const demoProjects = await tx
    .select()
    .from(projects)
    .where(
      and(
        inArray(projects.title, titles),
        inArray(projects.id, tx.select({ id: invitations.projectId }).from(invitations)),
      ),
    )
    .orderBy(asc(projects.id));
  if (!client || !own || demoProjects.length === 0) return false;
  // The agency's person: its leader where it has one (the live steps name whoever took them).
  const leaderOf = (contractorId: number) =>
    leaders.find((l) => l.contractorId === contractorId)?.userId ?? null;

  for (const project of demoProjects) {
    // A database used before this step may hold live steps already (a read records the opening): left as is.
    const begun = await tx
      .select()
      .from(tenderEvents)
      .where(eq(tenderEvents.projectId, project.id));
    if (begun.length > 0) continue;
    // The client's person where a row keeps none: the project's author (the demo client's own projects).
    const author = project.authorId;
    const steps: Step[] = [];
    const invited = await invitationsOf(tx, project.id);
    for (const { row, reason } of invited) {
      const [agency, by] = [row.contractorId, leaderOf(row.contractorId)];
      const expires = { expires_at: row.expiresAt.toISOString() };
      steps.push(step('invitation_sent', row.createdAt, 'client', row.invitedBy, agency, expires));
      // An answer without a view first records no view (invitations.service.ts): the seed's share a moment.
      if (row.viewedAt && row.viewedAt.getTime() !== row.answeredAt?.getTime())
        steps.push(step('invitation_viewed', row.viewedAt, 'agency', by, agency));
      if (row.answeredAt && row.status === 'accepted')
        steps.push(step('invitation_accepted', row.answeredAt, 'agency', by, agency));
      const declined = { reason: reason ?? '', comment: row.refusalComment };
      if (row.answeredAt && row.status === 'declined')
        steps.push(step('invitation_declined', row.answeredAt, 'agency', by, agency, declined));
    }

    const [tender] = await tx.select().from(tenders).where(eq(tenders.projectId, project.id));
    const [closing] = await tx
      .select()
      .from(projectClosings)
      .where(eq(projectClosings.projectId, project.id));
    const candidates = tender ? await candidatesOf(tx, tender.id) : [];
    if (tender) {
      const deadline = { deadline: tender.initialDeadline.toISOString() };
      steps.push(step('tender_opened', tender.openedAt, 'client', tender.openedBy, null, deadline));
      // Before its rejections of the same moment, as the live code records them.
      if (tender.finalRoundStartedAt && tender.finalRoundDeadline) {
        const details = {
          final_deadline: tender.finalRoundDeadline.toISOString(),
          finalists: candidates.filter((c) => c.row.finalist).length,
        };
        steps.push(
          step('final_round_started', tender.finalRoundStartedAt, 'client', author, null, details),
        );
      }
      for (const { row, reason } of candidates) {
        const [agency, by] = [row.contractorId, leaderOf(row.contractorId)];
        if (row.submittedAt)
          steps.push(step('proposal_sent', row.submittedAt, 'agency', by, agency));
        // Rejected by the client with a reason (at a final round's start: not taken into it); the winner's
        // choice rejected the rest, no step of theirs.
        const final = tender.finalRoundStartedAt?.getTime() === row.updatedAt.getTime();
        const rejected = {
          reason: reason ?? '',
          comment: row.rejectionComment,
          ...(final && { final }),
        };
        if (row.status === 'rejected' && row.rejectionReasonId !== null)
          steps.push(step('rejected', row.updatedAt, 'client', author, agency, rejected));
        // Sealed: the protocol keeps that a final offer was sent, not what.
        if (row.finalSubmittedAt)
          steps.push(step('final_proposal_sent', row.finalSubmittedAt, 'agency', by, agency));
      }
      const opened = openedAt(tender, invited, candidates, closing);
      if (opened) steps.push(step('proposals_opened', opened, 'platform', null));
    }

    if (closing) {
      const { closedAt: at, closedBy: by, contractorId: winner, reason } = closing;
      if (closing.kind === 'winner') {
        steps.push(step('winner_chosen', at, 'client', by, winner, { reason }));
        const proposals = candidates.filter((c) => c.row.submittedAt !== null).length;
        for (const { row, reason: rejection } of candidates) {
          if (row.contractorId === winner) continue;
          const told = [rejection, row.rejectionComment].filter(Boolean);
          // Its own rejection's reason, else the closing's (decisions.ts); the demo's tenders have fewer
          // than three proposals, so no place or price is told (tender-outcome.ts).
          const outcome: CandidateOutcome = {
            reason: told.length > 0 ? told.join('. ') : reason,
            place: null,
            proposals,
            winner_price: null,
          };
          steps.push(step('outcome_told', at, 'platform', null, row.contractorId, { ...outcome }));
        }
      } else if (closing.kind === 'third_party') {
        const details = { name: closing.thirdPartyName, reason };
        steps.push(step('third_party_winner', at, 'client', by, null, details));
      } else steps.push(step('cancelled', at, 'client', by, null, { reason }));
      // The seed's `completed` project was last updated by the work's acceptance.
      if (project.status === 'completed')
        steps.push(step('work_accepted', project.updatedAt, 'client', author, winner));
    }

    const reviewed = [
      [contractorReviews, 'client', 'contractor'],
      [clientReviews, 'agency', 'client'],
      [tenderCommunications, 'agency', 'tender'],
    ] as const;
    for (const [table, side, review] of reviewed)
      for (const row of await tx.select().from(table).where(eq(table.projectId, project.id)))
        steps.push(
          step('review_left', row.createdAt, side, row.authorId, row.contractorId, { review }),
        );

    // The demo tender: the demo client's project in tender with the demo agency's proposal in.
    const demoTender =
      tender &&
      project.status === 'tender' &&
      author === client &&
      candidates.some((c) => c.row.contractorId === own.contractorId && c.row.submittedAt);
    // Asked by another invitee still in the tender: the demo agency reads the answer, never the asker.
    const asker = invited.find(
      (i) => i.row.contractorId !== own.contractorId && i.row.status !== 'declined',
    )?.row.contractorId;
    if (demoTender && asker !== undefined) {
      // Asked soon after the tender opened, answered within hours: long before the questions' cutoff.
      const askedAt = new Date(tender.openedAt.getTime() + 3 * HOUR);
      const answeredAt = new Date(askedAt.getTime() + 4 * HOUR);
      const { text, answer } = DEMO_QUESTION;
      const asking = { projectId: project.id, contractorId: asker, askedBy: leaderOf(asker) };
      const [question] = await tx
        .insert(tenderQuestions)
        .values({ ...asking, text, askedAt, answer, answeredBy: author, answeredAt })
        .returning({ id: tenderQuestions.id });
      const asked = { question_id: question!.id, question: text };
      steps.push(
        step('question_asked', askedAt, 'agency', asking.askedBy, asker, asked),
        step('question_answered', answeredAt, 'client', author, null, { ...asked, answer }),
      );
    }
    // A stable sort: steps of one moment keep the order they happened in (a rejection before the choice).
    steps.sort((a, b) => a.at.getTime() - b.at.getTime());
    await writeTenderEvents(tx, ...steps.map((s) => ({ projectId: project.id, ...s })));
  }
  return true;
}
