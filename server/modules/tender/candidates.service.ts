import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CANDIDATE_STATUSES, type CandidateStatus } from '../../../contract/tender-rules';
import { TENDER_MESSAGES, type Candidate, type CandidatePatch } from '../../../contract/tender';
import type { Db } from '../../db/client';
import {
  contractorReviews,
  contractors,
  projects,
  refusalReasons,
  tenderCandidates,
  tenders,
} from '../../db/schema';
import { notFound, validationError, type FieldErrors } from '../../http/errors';
import { notify } from '../../realtime';
import { agencyMembersWith, assertAgencyRight, type Principal } from '../auth';
import { scoresOf, type Scoring } from '../matching';
import { enforcePlanLimit } from '../plans';
import { assertNotClosed, clientProject, companyPeople, ownAgency, projectById } from './access';
import { closeProject } from './closing';
import { requiredServiceNames } from './advice';
import { isOpen } from './views';

// A tender's candidates and their proposals: the client compares and decides, each agency writes its own.

export const OTHERS_REASON = 'Заказчик выбрал другое агентство.';
const REASON_UNKNOWN = 'Причина не найдена.';

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

/** The candidates with the comparison matrix's columns: score, services, reviews. */
async function withMatrix(
  db: Db,
  scoring: Scoring,
  projectId: number,
  rows: CandidateRow[],
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
  return rows.map(({ serviceIds, submittedAt, ...row }) => {
    const review = reviewsOf.get(row.contractor);
    return {
      ...row,
      contractor_slug: null,
      status: row.status as CandidateStatus,
      submitted_at: submittedAt?.toISOString() ?? null,
      match_score: scores.get(row.contractor)?.score ?? null,
      services_covered: [...required].filter(([id]) => serviceIds.includes(id)).map(([, n]) => n),
      services_missing: [...required].filter(([id]) => !serviceIds.includes(id)).map(([, n]) => n),
      reviews_count: review?.count ?? 0,
      reviews_average:
        review?.average == null ? null : Math.round(Number(review.average) * 100) / 100,
    };
  });
}

/** The client: its project's candidates, in the order they joined. */
export async function projectCandidates(
  db: Db,
  scoring: Scoring,
  principal: Principal,
  projectId: number,
): Promise<Candidate[]> {
  await clientProject(db, principal, projectId);
  const rows = await selectCandidates(db)
    .where(eq(tenders.projectId, projectId))
    .orderBy(asc(tenderCandidates.id));
  return withMatrix(db, scoring, projectId, rows);
}

/** The agency's own candidate in the project's tender, or 404. */
export async function ownCandidate(
  db: Db,
  scoring: Scoring,
  principal: Principal,
  projectId: number,
): Promise<Candidate> {
  const contractorId = ownAgency(principal);
  const rows = await selectCandidates(db).where(
    and(eq(tenders.projectId, projectId), eq(tenderCandidates.contractorId, contractorId)),
  );
  if (rows.length === 0) throw notFound();
  return (await withMatrix(db, scoring, projectId, rows))[0]!;
}

/** The agency's candidate record in a project, for its inbox page; null when it is none. */
export async function candidateOfAgency(
  db: Db,
  scoring: Scoring,
  contractorId: number,
  projectId: number,
): Promise<Candidate | null> {
  const rows = await selectCandidates(db).where(
    and(eq(tenders.projectId, projectId), eq(tenderCandidates.contractorId, contractorId)),
  );
  return rows.length === 0 ? null : (await withMatrix(db, scoring, projectId, rows))[0]!;
}

const PROPOSAL_FIELDS = ['price', 'timeline_days', 'approach', 'team', 'links', 'submit'] as const;
const DECISION_FIELDS = [
  'status',
  'rejection_reason',
  'rejection_comment',
  'others_reason',
] as const;

const onlyFor = (body: CandidatePatch, fields: readonly string[], message: string) => {
  const errors: FieldErrors = {};
  for (const field of fields)
    if ((body as Record<string, unknown>)[field] !== undefined) errors[field] = [message];
  if (Object.keys(errors).length > 0) throw validationError(errors);
};

/**
 * PATCH tender-candidates/{id}/: the project's client decides (status), the candidate's agency writes its
 * proposal. Anyone else: 404. One transaction, with its notifications.
 */
export async function patchCandidate(
  db: Db,
  scoring: Scoring,
  principal: Principal,
  id: number,
  body: CandidatePatch,
): Promise<Candidate> {
  const { now } = scoring;
  const [target] = await db
    .select({ projectId: tenders.projectId, contractorId: tenderCandidates.contractorId })
    .from(tenderCandidates)
    .innerJoin(tenders, eq(tenders.id, tenderCandidates.tenderId))
    .where(eq(tenderCandidates.id, id));
  if (!target) throw notFound();
  if (principal.company) {
    await clientProject(db, principal, target.projectId); // another company's: 404
    onlyFor(body, PROPOSAL_FIELDS, TENDER_MESSAGES.agencyOnlyField);
    await decideCandidate(db, principal, id, target.projectId, body);
  } else {
    if (principal.contractor?.contractorId !== target.contractorId) throw notFound();
    await assertAgencyRight(db, principal, 'answerInvitations');
    onlyFor(body, DECISION_FIELDS, TENDER_MESSAGES.clientOnlyField);
    await writeProposal(db, id, target.projectId, target.contractorId, body, now);
  }
  const rows = await selectCandidates(db).where(eq(tenderCandidates.id, id));
  return (await withMatrix(db, scoring, target.projectId, rows))[0]!;
}

async function decideCandidate(
  db: Db,
  principal: Principal,
  id: number,
  projectId: number,
  body: CandidatePatch,
): Promise<void> {
  const status = body.status;
  if (status === undefined) throw validationError({ status: ['Обязательное поле.'] });
  const now = new Date();
  await db.transaction(async (tx) => {
    const project = await clientProject(tx, principal, projectId, { lock: true });
    const [candidate] = await tx.select().from(tenderCandidates).where(eq(tenderCandidates.id, id));
    const [winner] = await tx
      .select({ id: tenderCandidates.id })
      .from(tenderCandidates)
      .innerJoin(tenders, eq(tenders.id, tenderCandidates.tenderId))
      .where(and(eq(tenders.projectId, projectId), eq(tenderCandidates.status, 'winner')));
    if (status === 'winner' && winner)
      throw validationError({ status: [TENDER_MESSAGES.winnerExists] });
    assertNotClosed(project);
    if (status === 'winner') {
      if (candidate!.submittedAt === null)
        throw validationError({ status: [TENDER_MESSAGES.noProposal] });
      await closeProject(tx, project, {
        kind: 'winner',
        winner: { contractorId: candidate!.contractorId, candidateId: id },
        reason: body.others_reason?.trim() || OTHERS_REASON,
        closedBy: principal.id,
        now,
      });
      return;
    }
    if (status === 'rejected') {
      if (body.rejection_reason === undefined && !body.rejection_comment?.trim())
        throw validationError({ rejection_reason: [TENDER_MESSAGES.reasonRequired] });
      if (body.rejection_reason !== undefined) {
        const [reason] = await tx
          .select({ id: refusalReasons.id })
          .from(refusalReasons)
          .where(eq(refusalReasons.id, body.rejection_reason));
        if (!reason) throw validationError({ rejection_reason: [REASON_UNKNOWN] });
      }
    }
    if (status === candidate!.status) return;
    await tx
      .update(tenderCandidates)
      .set({
        status,
        updatedAt: now,
        ...(status === 'rejected'
          ? {
              rejectionReasonId: body.rejection_reason ?? null,
              rejectionComment: body.rejection_comment?.trim() ?? '',
            }
          : { rejectionReasonId: null, rejectionComment: '' }),
      })
      .where(eq(tenderCandidates.id, id));
    await notify(tx, {
      kind: 'candidate_status_changed',
      recipients: await agencyMembersWith(tx, candidate!.contractorId, 'view'),
      params: {
        project_id: project.id,
        project: project.title,
        status: CANDIDATE_STATUSES[status].toLowerCase(),
      },
      at: now,
    });
  });
}

/**
 * The agency's proposal, while the tender takes proposals and the agency is still in it; `submit: true`
 * sends it (price, timeline and approach needed) and tells the client. Its first sending counts against the
 * plan's proposals of the month; sending it again does not.
 */
async function writeProposal(
  db: Db,
  id: number,
  projectId: number,
  contractorId: number,
  body: CandidatePatch,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${projects} where ${projects.id} = ${projectId} for update`);
    const project = await projectById(tx, projectId);
    const [row] = await tx
      .select({ candidate: tenderCandidates, deadline: tenders.deadline })
      .from(tenderCandidates)
      .innerJoin(tenders, eq(tenders.id, tenderCandidates.tenderId))
      .where(eq(tenderCandidates.id, id));
    const { candidate, deadline } = row!;
    if (
      !isOpen(deadline, project.status, now) ||
      candidate.status === 'rejected' ||
      candidate.status === 'winner'
    )
      throw validationError({ non_field_errors: [TENDER_MESSAGES.tenderClosed] });
    const next = {
      price: body.price === undefined ? candidate.price : body.price,
      timelineDays: body.timeline_days === undefined ? candidate.timelineDays : body.timeline_days,
      approach: body.approach ?? candidate.approach,
      team: body.team ?? candidate.team,
      links: body.links ?? candidate.links,
    };
    if (body.submit && (next.price === null || next.timelineDays === null || !next.approach))
      throw validationError({ non_field_errors: [TENDER_MESSAGES.proposalIncomplete] });
    if (body.submit && candidate.submittedAt === null) {
      // The agency's row serialises its proposals across projects, so the month's count is exact.
      await tx.execute(
        sql`select 1 from ${contractors} where ${contractors.id} = ${contractorId} for update`,
      );
      await enforcePlanLimit(tx, contractorId, 'proposals_per_month', now);
    }
    await tx
      .update(tenderCandidates)
      .set({ ...next, updatedAt: now, ...(body.submit && { submittedAt: now }) })
      .where(eq(tenderCandidates.id, id));
    if (body.submit) {
      const [agency] = await tx
        .select({ name: contractors.name })
        .from(contractors)
        .where(eq(contractors.id, contractorId));
      await notify(tx, {
        kind: 'proposal_submitted',
        recipients: await companyPeople(tx, project.companyId),
        params: {
          project_id: project.id,
          project: project.title,
          agency: agency!.name,
          contractor_id: contractorId,
        },
        at: now,
      });
    }
  });
}
