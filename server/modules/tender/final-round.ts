import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type {
  FinalProposal,
  FinalRound,
  FinalRoundCreate,
} from '../../../contract/tender-final-round';
import {
  FINAL_ROUND_MAX_MS,
  FINAL_ROUND_MESSAGES,
  FINAL_ROUND_MIN_MS,
  FINALISTS_MAX,
  FINALISTS_MIN,
} from '../../../contract/tender-final-round-rules';
import type { Db } from '../../db/client';
import { contractors, projects, tenderCandidates, tenderEvents, tenders } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import { notify } from '../../realtime';
import { agencyMembersWith, assertAgencyRight, type Principal } from '../auth';
import {
  agencyInvitation,
  assertNotClosed,
  clientProject,
  projectById,
  type TenderProject,
} from './access';
import { moscowMoment } from '../../../contract/moscow-moment';
import { openProposals } from './opening';
import { record, recordOnce } from './protocol';
import { checkReason } from './refusal-reasons';
import { tellClient } from './tell-client';

// «Финальный раунд»: once the proposals open, the client takes 2–3 finalists into one more sealed round
// with its own deadline; the others are rejected with the reason they are told. Final offers open when the
// deadline passes, or earlier when every finalist sent one — recorded once, as the first opening is.

type TenderRow = typeof tenders.$inferSelect;

const fail = (field: string, message: string) => validationError({ [field]: [message] });

async function tenderOf(db: Db, projectId: number): Promise<TenderRow | undefined> {
  const [row] = await db.select().from(tenders).where(eq(tenders.projectId, projectId));
  return row;
}

/**
 * When the final offers opened, or null while sealed (or there is no final round); the first caller to
 * notice it records the platform's public `final_proposals_opened`.
 */
export async function openFinalProposals(
  db: Db,
  projectId: number,
  now: Date,
): Promise<Date | null> {
  const tender = await tenderOf(db, projectId);
  if (!tender?.finalRoundStartedAt || !tender.finalRoundDeadline) return null;
  const [recorded] = await db
    .select({ at: tenderEvents.at })
    .from(tenderEvents)
    .where(
      and(eq(tenderEvents.projectId, projectId), eq(tenderEvents.kind, 'final_proposals_opened')),
    );
  if (recorded) return recorded.at;
  const finalists = await db
    .select({ sentAt: tenderCandidates.finalSubmittedAt })
    .from(tenderCandidates)
    .where(and(eq(tenderCandidates.tenderId, tender.id), eq(tenderCandidates.finalist, true)));
  const sent = finalists.map((f) => f.sentAt).filter((at): at is Date => at !== null);
  const lastSent =
    sent.length === finalists.length && sent.length > 0
      ? new Date(Math.max(...sent.map((at) => at.getTime())))
      : null;
  const at =
    lastSent !== null && lastSent < tender.finalRoundDeadline
      ? lastSent
      : tender.finalRoundDeadline <= now
        ? tender.finalRoundDeadline
        : null;
  if (at !== null)
    await recordOnce(db, {
      projectId,
      kind: 'final_proposals_opened',
      at,
      side: 'platform',
      userId: null,
      isPublic: true,
    });
  return at;
}

/** Refuses the winner's choice while a final round is under way (its offers still sealed). */
export async function assertFinalRoundOpen(db: Db, projectId: number, now: Date): Promise<void> {
  const tender = await tenderOf(db, projectId);
  if (tender?.finalRoundStartedAt && (await openFinalProposals(db, projectId, now)) === null)
    throw fail('status', FINAL_ROUND_MESSAGES.finalSealed);
}

function checkDeadline(raw: string, now: Date): Date {
  const deadline = new Date(raw);
  if (deadline.getTime() < now.getTime() + FINAL_ROUND_MIN_MS)
    throw fail('deadline', FINAL_ROUND_MESSAGES.deadlineSoon);
  if (deadline.getTime() > now.getTime() + FINAL_ROUND_MAX_MS)
    throw fail('deadline', FINAL_ROUND_MESSAGES.deadlineFar);
  return deadline;
}

/** POST projects/{id}/final-round/: the client's people, once per tender, after the proposals open. */
export async function startFinalRound(
  db: Db,
  principal: Principal,
  projectId: number,
  body: FinalRoundCreate,
  now: Date,
): Promise<FinalRound> {
  await db.transaction(async (tx) => {
    const project = await clientProject(tx, principal, projectId, { lock: true });
    assertNotClosed(project);
    const tender = await tenderOf(tx, projectId);
    if (!tender) throw validationError({ non_field_errors: [FINAL_ROUND_MESSAGES.sealed] });
    if (tender.finalRoundStartedAt)
      throw validationError({ non_field_errors: [FINAL_ROUND_MESSAGES.once] });
    if ((await openProposals(tx, projectId, now)) === null)
      throw validationError({ non_field_errors: [FINAL_ROUND_MESSAGES.sealed] });
    const chosen = [...new Set(body.finalists)];
    if (chosen.length < FINALISTS_MIN || chosen.length > FINALISTS_MAX)
      throw fail('finalists', FINAL_ROUND_MESSAGES.finalists);
    const candidates = await tx
      .select()
      .from(tenderCandidates)
      .where(eq(tenderCandidates.tenderId, tender.id));
    for (const id of chosen) {
      const candidate = candidates.find((c) => c.id === id);
      if (!candidate) throw fail('finalists', FINAL_ROUND_MESSAGES.notCandidate);
      if (candidate.status === 'rejected') throw fail('finalists', FINAL_ROUND_MESSAGES.rejected);
      if (candidate.submittedAt === null) throw fail('finalists', FINAL_ROUND_MESSAGES.noProposal);
    }
    const deadline = checkDeadline(body.deadline, now);
    const others = candidates.filter((c) => !chosen.includes(c.id) && c.status !== 'rejected');
    const comment = body.rejection_comment?.trim() ?? '';
    let reasonName = '';
    if (others.length > 0) {
      if (body.rejection_reason === undefined && comment === '')
        throw fail('rejection_reason', FINAL_ROUND_MESSAGES.reasonRequired);
      if (body.rejection_reason !== undefined)
        reasonName = await checkReason(tx, {
          side: 'client',
          id: body.rejection_reason,
          comment,
          fields: ['rejection_reason', 'rejection_comment'],
        });
    }
    const message = body.message?.trim() ?? '';
    await tx
      .update(tenders)
      .set({ finalRoundStartedAt: now, finalRoundDeadline: deadline, finalRoundMessage: message })
      .where(eq(tenders.id, tender.id));
    await tx
      .update(tenderCandidates)
      .set({ finalist: true, updatedAt: now })
      .where(inArray(tenderCandidates.id, chosen));
    if (others.length > 0)
      await tx
        .update(tenderCandidates)
        .set({
          status: 'rejected',
          rejectionReasonId: body.rejection_reason ?? null,
          rejectionComment: comment,
          updatedAt: now,
        })
        .where(
          inArray(
            tenderCandidates.id,
            others.map((c) => c.id),
          ),
        );
    const step = { projectId, at: now, side: 'client' as const, userId: principal.id };
    await record(
      tx,
      {
        ...step,
        kind: 'final_round_started',
        isPublic: true,
        details: { final_deadline: deadline.toISOString(), finalists: chosen.length },
      },
      ...others.map((c) => ({
        ...step,
        kind: 'rejected' as const,
        contractorId: c.contractorId,
        details: { reason: reasonName, comment, final: true },
      })),
    );
    const reason = [reasonName, comment].filter(Boolean).join('. ');
    for (const c of candidates) {
      const finalist = chosen.includes(c.id);
      if (!finalist && !others.includes(c)) continue;
      await notify(tx, {
        kind: 'final_round',
        recipients: await agencyMembersWith(tx, c.contractorId, 'view'),
        params: {
          project_id: project.id,
          project: project.title,
          finalist,
          deadline: moscowMoment(deadline),
          message: finalist ? message : '',
          reason: finalist ? '' : reason,
        },
        at: now,
      });
    }
  });
  return readFinalRound(db, principal, projectId, now);
}

/** PUT projects/{id}/final-round/proposal/: a finalist's leader or manager, until the round's deadline. */
export async function sendFinalProposal(
  db: Db,
  principal: Principal,
  projectId: number,
  body: FinalProposal,
  now: Date,
): Promise<FinalRound> {
  const contractorId = principal.contractor?.contractorId;
  if (contractorId === undefined) throw notFound();
  await agencyInvitation(db, contractorId, projectId); // not invited: 404
  await assertAgencyRight(db, principal, 'answerInvitations');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${projects} where ${projects.id} = ${projectId} for update`);
    const project = await projectById(tx, projectId);
    const tender = await tenderOf(tx, projectId);
    if (!tender?.finalRoundStartedAt)
      throw validationError({ non_field_errors: [FINAL_ROUND_MESSAGES.noFinalRound] });
    const [candidate] = await tx
      .select()
      .from(tenderCandidates)
      .where(
        and(
          eq(tenderCandidates.tenderId, tender.id),
          eq(tenderCandidates.contractorId, contractorId),
        ),
      );
    if (!candidate?.finalist)
      throw validationError({ non_field_errors: [FINAL_ROUND_MESSAGES.notFinalist] });
    assertNotClosed(project);
    if ((await openFinalProposals(tx, projectId, now)) !== null)
      throw validationError({ non_field_errors: [FINAL_ROUND_MESSAGES.finalClosed] });
    const again = candidate.finalSubmittedAt !== null;
    await tx
      .update(tenderCandidates)
      .set({
        finalPrice: body.price,
        finalTimelineDays: body.timeline_days,
        finalApproach: body.approach.trim(),
        finalSubmittedAt: now,
        updatedAt: now,
      })
      .where(eq(tenderCandidates.id, candidate.id));
    // Sealed: the protocol keeps that it was sent, not what.
    await record(tx, {
      projectId,
      kind: 'final_proposal_sent',
      at: now,
      side: 'agency',
      userId: principal.id,
      contractorId,
      ...(again && { details: { again: true } }),
    });
    await tellClient(tx, {
      kind: 'proposal_submitted',
      project,
      contractorId,
      now,
      extra: { final: true },
    });
    // The last finalist's offer may open the round: recorded at its moment.
    await openFinalProposals(tx, projectId, now);
  });
  return readFinalRound(db, principal, projectId, now);
}

/** The reader's side of the project: the client company's people, or an invited agency (else 404). */
async function readerOf(db: Db, principal: Principal, projectId: number) {
  if (principal.company) return { project: await clientProject(db, principal, projectId) };
  const contractorId = principal.contractor?.contractorId;
  if (contractorId === undefined) throw notFound();
  await agencyInvitation(db, contractorId, projectId);
  return { project: await projectById(db, projectId), contractorId };
}

/** GET projects/{id}/final-round/: see `finalRound` in contract/tender-final-round.ts for who reads what. */
export async function readFinalRound(
  db: Db,
  principal: Principal,
  projectId: number,
  now: Date,
): Promise<FinalRound> {
  const { project, contractorId } = await readerOf(db, principal, projectId);
  const tender = await tenderOf(db, projectId);
  const openedAt = await openFinalProposals(db, projectId, now);
  const rows =
    tender?.finalRoundStartedAt == null
      ? []
      : await db
          .select({ candidate: tenderCandidates, name: contractors.name })
          .from(tenderCandidates)
          .innerJoin(contractors, eq(contractors.id, tenderCandidates.contractorId))
          .where(
            and(
              eq(tenderCandidates.tenderId, tender.id),
              eq(tenderCandidates.finalist, true),
              isNotNull(tenderCandidates.submittedAt),
              contractorId === undefined
                ? undefined
                : eq(tenderCandidates.contractorId, contractorId),
            ),
          )
          .orderBy(asc(tenderCandidates.id));
  // The client reads final offers once they open; an agency always reads its own.
  const shown = contractorId !== undefined || openedAt !== null;
  const isFinalist = rows.length > 0 && contractorId !== undefined;
  return {
    project: projectId,
    started_at: tender?.finalRoundStartedAt?.toISOString() ?? null,
    deadline: tender?.finalRoundDeadline?.toISOString() ?? null,
    message: tender?.finalRoundMessage ?? '',
    open: openedAt !== null,
    opened_at: openedAt?.toISOString() ?? null,
    is_finalist: isFinalist,
    can_send: isFinalist && openedAt === null && isOpenProject(project),
    finalists: rows.map(({ candidate: c, name }) => ({
      candidate: c.id,
      contractor: c.contractorId,
      contractor_name: name,
      first: { price: c.price, timeline_days: c.timelineDays, approach: c.approach },
      final: shown
        ? {
            price: c.finalPrice,
            timeline_days: c.finalTimelineDays,
            approach: c.finalSubmittedAt === null ? null : c.finalApproach,
          }
        : { price: null, timeline_days: null, approach: null },
      submitted_at: c.finalSubmittedAt?.toISOString() ?? null,
    })),
  };
}

const isOpenProject = (project: TenderProject) => project.status === 'tender';
