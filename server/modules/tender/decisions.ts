import { and, eq, sql } from 'drizzle-orm';
import { standingOf, type ComparedProposal } from '../../../contract/tender-outcome';
import {
  TENDER_MESSAGES,
  type CandidateOutcome,
  type CandidatePatch,
} from '../../../contract/tender';
import { CANDIDATE_STATUSES } from '../../../contract/tender-rules';
import type { Db } from '../../db/client';
import { refusalReasons, tenderCandidates, tenders } from '../../db/schema';
import { validationError } from '../../http/errors';
import { notify } from '../../realtime';
import { agencyMembersWith, type Principal } from '../auth';
import { scoresOf, type Scoring } from '../matching';
import { assertNotClosed, clientProject, type TenderProject } from './access';
import { finalScore } from './advice';
import { closeProject } from './closing';
import { recordTotals, rubricOrder } from './evaluation';
import { assertFinalRoundOpen } from './final-round';
import { openProposals } from './opening';
import { record, type TenderEvent } from './protocol';
import { checkReason } from './refusal-reasons';

// The client's decisions on a candidate: shortlist, return, reject, choose the winner. Each needs the
// proposals' content, so none is taken while they are sealed; the first decision after they open records
// their opening before its own step.

export const OTHERS_REASON = 'Заказчик выбрал другое агентство.';

type CandidateRow = typeof tenderCandidates.$inferSelect;

/**
 * What each candidate not chosen is told: its reason (its own rejection's, if it was rejected before; the
 * closing's otherwise), its place among the proposals sent — by the rubric's totals once every proposal has
 * one (the final round's first), by the comparison's final score otherwise —, and the winner's price against
 * its own (contract/tender-outcome.ts decides what is told).
 */
async function standingsAt(
  tx: Db,
  scoring: Scoring,
  project: TenderProject,
  winner: CandidateRow,
  reason: string,
  tellPrice: boolean,
): Promise<Map<number, CandidateOutcome>> {
  const projectId = project.id;
  const rows = await tx
    .select({
      contractorId: tenderCandidates.contractorId,
      status: tenderCandidates.status,
      price: sql<
        number | null
      >`coalesce(${tenderCandidates.finalPrice}, ${tenderCandidates.price})`,
      submittedAt: tenderCandidates.submittedAt,
      reasonName: refusalReasons.name,
      comment: tenderCandidates.rejectionComment,
    })
    .from(tenderCandidates)
    .innerJoin(tenders, eq(tenders.id, tenderCandidates.tenderId))
    .leftJoin(refusalReasons, eq(refusalReasons.id, tenderCandidates.rejectionReasonId))
    .where(eq(tenders.projectId, projectId));
  const sent = rows.filter((row) => row.submittedAt !== null);
  const rubric = await rubricOrder(tx, project, scoring.now);
  const ranking = rubric
    ? null
    : (
        await scoresOf(
          { ...scoring, db: tx },
          projectId,
          sent.map((row) => row.contractorId),
        )
      ).scores;
  const scoreOf = (contractorId: number) =>
    ranking ? finalScore(ranking, contractorId) : (rubric?.get(contractorId) ?? null);
  const proposalOf = (row: (typeof rows)[number]): ComparedProposal => ({
    score: scoreOf(row.contractorId),
    price: row.price,
  });
  const compared = sent.map(proposalOf);
  const standings = new Map<number, CandidateOutcome>();
  for (const row of rows) {
    if (row.contractorId === winner.contractorId) continue;
    const own = row.status === 'rejected' ? [row.reasonName, row.comment].filter(Boolean) : [];
    standings.set(row.contractorId, {
      reason: own.length > 0 ? own.join('. ') : reason,
      ...standingOf(
        row.submittedAt === null ? null : proposalOf(row),
        compared,
        // A finalist's final offer is its price.
        winner.finalPrice ?? winner.price,
        tellPrice,
      ),
    });
  }
  return standings;
}

export async function decideCandidate(
  db: Db,
  scoring: Scoring,
  principal: Principal,
  id: number,
  projectId: number,
  body: CandidatePatch,
): Promise<void> {
  const { now } = scoring;
  const status = body.status;
  if (status === undefined) throw validationError({ status: ['Обязательное поле.'] });
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
    if ((await openProposals(tx, projectId, now)) === null)
      throw validationError({ non_field_errors: [TENDER_MESSAGES.sealed] });
    const step = {
      projectId,
      at: now,
      side: 'client' as const,
      userId: principal.id,
      contractorId: candidate!.contractorId,
    };
    if (status === 'winner') {
      if (candidate!.submittedAt === null)
        throw validationError({ status: [TENDER_MESSAGES.noProposal] });
      await assertFinalRoundOpen(tx, projectId, now);
      const reason = body.others_reason?.trim() || OTHERS_REASON;
      const tellPrice = body.tell_price ?? true;
      await recordTotals(tx, project, principal.id, now);
      const standings = await standingsAt(tx, scoring, project, candidate!, reason, tellPrice);
      await closeProject(tx, project, {
        kind: 'winner',
        winner: { contractorId: candidate!.contractorId, candidateId: id },
        reason,
        tellPrice,
        standings,
        closedBy: principal.id,
        now,
      });
      const told: TenderEvent[] = [...standings].map(([contractorId, outcome]) => ({
        ...step,
        kind: 'outcome_told',
        side: 'platform',
        userId: null,
        contractorId,
        details: { ...outcome },
      }));
      await record(
        tx,
        { ...step, kind: 'winner_chosen', isPublic: true, details: { reason } },
        ...told,
      );
      return;
    }
    let reasonName: string | null = null;
    if (status === 'rejected') {
      if (body.rejection_reason === undefined && !body.rejection_comment?.trim())
        throw validationError({ rejection_reason: [TENDER_MESSAGES.reasonRequired] });
      if (body.rejection_reason !== undefined)
        reasonName = await checkReason(tx, {
          side: 'client',
          id: body.rejection_reason,
          comment: body.rejection_comment,
          fields: ['rejection_reason', 'rejection_comment'],
        });
    }
    if (status === candidate!.status) return;
    const comment = body.rejection_comment?.trim() ?? '';
    await tx
      .update(tenderCandidates)
      .set({
        status,
        updatedAt: now,
        ...(status === 'rejected'
          ? { rejectionReasonId: body.rejection_reason ?? null, rejectionComment: comment }
          : { rejectionReasonId: null, rejectionComment: '' }),
      })
      .where(eq(tenderCandidates.id, id));
    await record(
      tx,
      status === 'rejected'
        ? { ...step, kind: 'rejected', details: { reason: reasonName ?? '', comment } }
        : { ...step, kind: status === 'shortlisted' ? 'shortlisted' : 'returned' },
    );
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
