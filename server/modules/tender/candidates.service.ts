import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CandidateStatus } from '../../../contract/tender-rules';
import {
  TENDER_MESSAGES,
  type Candidate,
  type CandidateOutcome,
  type CandidatePatch,
} from '../../../contract/tender';
import type { Db } from '../../db/client';
import {
  contractorReviews,
  contractors,
  refusalReasons,
  tenderCandidates,
  tenderEvents,
  tenders,
} from '../../db/schema';
import { notFound, validationError, type FieldErrors } from '../../http/errors';
import { assertAgencyRight, type Principal } from '../auth';
import { scoresOf, type Scoring } from '../matching';
import { clientProject, ownAgency } from './access';
import { beforeBriefChange } from './brief-change';
import { finalScore, requiredServiceNames } from './advice';
import { decideCandidate } from './decisions';
import { openProposals } from './opening';
import { writeProposal } from './proposal';

// A tender's candidates and their proposals: the client compares and decides, each agency writes its own.
// The client reads a proposal's content only once it was sent and the proposals opened (opening.ts).

const candidateColumns = {
  id: tenderCandidates.id,
  tender: tenderCandidates.tenderId,
  project: tenders.projectId,
  contractor: tenderCandidates.contractorId,
  contractor_name: contractors.name,
  staff_size: contractors.staffCount,
  serviceIds: contractors.serviceIds,
  status: tenderCandidates.status,
  price: tenderCandidates.price,
  timeline_days: tenderCandidates.timelineDays,
  approach: tenderCandidates.approach,
  team: tenderCandidates.team,
  links: tenderCandidates.links,
  submittedAt: tenderCandidates.submittedAt,
  briefChangedAt: tenders.briefChangedAt,
  rejection_reason: tenderCandidates.rejectionReasonId,
  rejection_reason_name: refusalReasons.name,
  rejection_comment: tenderCandidates.rejectionComment,
};

const selectCandidates = (db: Db) =>
  db
    .select(candidateColumns)
    .from(tenderCandidates)
    .innerJoin(tenders, eq(tenders.id, tenderCandidates.tenderId))
    .innerJoin(contractors, eq(contractors.id, tenderCandidates.contractorId))
    .leftJoin(refusalReasons, eq(refusalReasons.id, tenderCandidates.rejectionReasonId));

type CandidateRow = Awaited<ReturnType<ReturnType<typeof selectCandidates>['execute']>>[number];

/**
 * Who reads: the client (a proposal's content once sent and opened; `sealed` while not opened) or the
 * candidate's own agency (all of its proposal, draft included, and what it was told if not chosen).
 */
type Reader =
  { side: 'client'; sealed: boolean } | { side: 'agency'; outcome: CandidateOutcome | null };

/** The candidates with the comparison matrix's columns: score, services, reviews. */
async function withMatrix(
  db: Db,
  scoring: Scoring,
  projectId: number,
  rows: CandidateRow[],
  reader: Reader,
): Promise<Candidate[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.contractor);
  const { requirements, scores } = await scoresOf({ ...scoring, db }, projectId, ids);
  const required = await requiredServiceNames(db, requirements);
  const reviews = await db
    .select({
      contractor: contractorReviews.contractorId,
      count: sql<number>`count(*)::int`,
      average: sql<
        string | null
      >`avg((${contractorReviews.quality} + ${contractorReviews.deadlines} + ${contractorReviews.communication} + ${contractorReviews.value}) / 4.0)`,
    })
    .from(contractorReviews)
    .where(inArray(contractorReviews.contractorId, ids))
    .groupBy(contractorReviews.contractorId);
  const reviewsOf = new Map(reviews.map((r) => [r.contractor, r]));
  return rows.map(({ serviceIds, submittedAt, briefChangedAt, ...row }) => {
    const review = reviewsOf.get(row.contractor);
    const hidden = reader.side === 'client' && (reader.sealed || submittedAt === null);
    return {
      ...row,
      ...(hidden && { price: null, timeline_days: null, approach: null, team: null, links: null }),
      sealed: reader.side === 'client' && reader.sealed,
      contractor_slug: null,
      status: row.status as CandidateStatus,
      submitted_at: submittedAt?.toISOString() ?? null,
      before_brief_change: beforeBriefChange(submittedAt, briefChangedAt),
      match_score: finalScore(scores, row.contractor),
      services_covered: [...required].filter(([id]) => serviceIds.includes(id)).map(([, n]) => n),
      services_missing: [...required].filter(([id]) => !serviceIds.includes(id)).map(([, n]) => n),
      reviews_count: review?.count ?? 0,
      reviews_average:
        review?.average == null ? null : Math.round(Number(review.average) * 100) / 100,
      outcome: reader.side === 'agency' ? reader.outcome : null,
    };
  });
}

/**
 * The client: its project's candidates, in the order they joined; sealed until the proposals open (this
 * reading records the opening when it is due).
 */
export async function projectCandidates(
  db: Db,
  scoring: Scoring,
  principal: Principal,
  projectId: number,
): Promise<Candidate[]> {
  await clientProject(db, principal, projectId);
  const openedAt = await openProposals(db, projectId, scoring.now);
  const rows = await selectCandidates(db)
    .where(eq(tenders.projectId, projectId))
    .orderBy(asc(tenderCandidates.id));
  return withMatrix(db, scoring, projectId, rows, { side: 'client', sealed: openedAt === null });
}

/** What the agency was told when another was chosen (the `outcome_told` step), or null. */
async function outcomeOf(
  db: Db,
  projectId: number,
  contractorId: number,
): Promise<CandidateOutcome | null> {
  const [row] = await db
    .select({ details: tenderEvents.details })
    .from(tenderEvents)
    .where(
      and(
        eq(tenderEvents.projectId, projectId),
        eq(tenderEvents.kind, 'outcome_told'),
        eq(tenderEvents.contractorId, contractorId),
      ),
    )
    .orderBy(desc(tenderEvents.id))
    .limit(1);
  if (!row) return null;
  const d = row.details as Partial<CandidateOutcome>;
  return {
    reason: d.reason ?? '',
    place: d.place ?? null,
    proposals: d.proposals ?? 0,
    winner_price: d.winner_price ?? null,
  };
}

/** The agency's candidate record in a project, as the agency reads it; null when it is none. */
export async function candidateOfAgency(
  db: Db,
  scoring: Scoring,
  contractorId: number,
  projectId: number,
): Promise<Candidate | null> {
  const rows = await selectCandidates(db).where(
    and(eq(tenders.projectId, projectId), eq(tenderCandidates.contractorId, contractorId)),
  );
  if (rows.length === 0) return null;
  const outcome = await outcomeOf(db, projectId, contractorId);
  return (await withMatrix(db, scoring, projectId, rows, { side: 'agency', outcome }))[0]!;
}

/** The agency's own candidate in the project's tender, or 404. */
export async function ownCandidate(
  db: Db,
  scoring: Scoring,
  principal: Principal,
  projectId: number,
): Promise<Candidate> {
  const candidate = await candidateOfAgency(db, scoring, ownAgency(principal), projectId);
  if (!candidate) throw notFound();
  return candidate;
}

const PROPOSAL_FIELDS = [
  'price',
  'timeline_days',
  'approach',
  'team',
  'links',
  'submit',
  'withdraw',
] as const;
const DECISION_FIELDS = [
  'status',
  'rejection_reason',
  'rejection_comment',
  'others_reason',
  'tell_price',
] as const;

const onlyFor = (body: CandidatePatch, fields: readonly string[], message: string) => {
  const errors: FieldErrors = {};
  for (const field of fields)
    if ((body as Record<string, unknown>)[field] !== undefined) errors[field] = [message];
  if (Object.keys(errors).length > 0) throw validationError(errors);
};

/**
 * PATCH tender-candidates/{id}/: the project's client decides (status), the candidate's agency writes its
 * proposal. Anyone else: 404. One transaction, with its notifications and protocol steps.
 */
export async function patchCandidate(
  db: Db,
  scoring: Scoring,
  principal: Principal,
  id: number,
  body: CandidatePatch,
): Promise<Candidate> {
  const [target] = await db
    .select({ projectId: tenders.projectId, contractorId: tenderCandidates.contractorId })
    .from(tenderCandidates)
    .innerJoin(tenders, eq(tenders.id, tenderCandidates.tenderId))
    .where(eq(tenderCandidates.id, id));
  if (!target) throw notFound();
  if (principal.company) {
    await clientProject(db, principal, target.projectId); // another company's: 404
    onlyFor(body, PROPOSAL_FIELDS, TENDER_MESSAGES.agencyOnlyField);
    await decideCandidate(db, scoring, principal, id, target.projectId, body);
    // A decision is taken only once the proposals opened: the answer shows the content.
    const rows = await selectCandidates(db).where(eq(tenderCandidates.id, id));
    return (
      await withMatrix(db, scoring, target.projectId, rows, { side: 'client', sealed: false })
    )[0]!;
  }
  if (principal.contractor?.contractorId !== target.contractorId) throw notFound();
  await assertAgencyRight(db, principal, 'answerInvitations');
  onlyFor(body, DECISION_FIELDS, TENDER_MESSAGES.clientOnlyField);
  await writeProposal(db, principal, id, target.projectId, target.contractorId, body, scoring.now);
  return (await candidateOfAgency(db, scoring, target.contractorId, target.projectId))!;
}
