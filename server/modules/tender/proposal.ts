import { eq, sql } from 'drizzle-orm';
import { TENDER_MESSAGES, type CandidatePatch } from '../../../contract/tender';
import type { Db } from '../../db/client';
import { contractors, projects, tenderCandidates, tenders } from '../../db/schema';
import { validationError } from '../../http/errors';
import type { Principal } from '../auth';
import { enforcePlanLimit } from '../plans';
import { projectById } from './access';
import { tellClient } from './tell-client';
import { openProposals } from './opening';
import { record } from './protocol';
import { isOpen } from './views';

// The agency's side of a candidate: its proposal, written, sent, withdrawn and sent again while the tender
// takes proposals — before the deadline by the server's clock, and only until the proposals open.

/**
 * The agency's proposal, while the tender takes proposals and the agency is still in it; `submit: true`
 * sends it (price, timeline and approach needed) and tells the client, `withdraw: true` takes the sent one
 * back. Its first sending counts against the plan's proposals of the month; sending it again does not.
 */
export async function writeProposal(
  db: Db,
  principal: Principal,
  id: number,
  projectId: number,
  contractorId: number,
  body: CandidatePatch,
  now: Date,
): Promise<void> {
  if (body.submit && body.withdraw)
    throw validationError({ non_field_errors: [TENDER_MESSAGES.withdrawOrSubmit] });
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
    // Opened early (every invitee answered): what the client may have read stays as it was.
    if ((await openProposals(tx, projectId, now)) !== null)
      throw validationError({ non_field_errors: [TENDER_MESSAGES.proposalsOpened] });
    if (body.withdraw && candidate.submittedAt === null)
      throw validationError({ non_field_errors: [TENDER_MESSAGES.nothingToWithdraw] });
    const next = {
      price: body.price === undefined ? candidate.price : body.price,
      timelineDays: body.timeline_days === undefined ? candidate.timelineDays : body.timeline_days,
      approach: body.approach ?? candidate.approach,
      team: body.team ?? candidate.team,
      links: body.links ?? candidate.links,
    };
    if (body.submit && (next.price === null || next.timelineDays === null || !next.approach))
      throw validationError({ non_field_errors: [TENDER_MESSAGES.proposalIncomplete] });
    const firstSending = body.submit && candidate.firstSubmittedAt === null;
    if (firstSending) {
      // The agency's row serialises its proposals across projects, so the month's count is exact.
      await tx.execute(
        sql`select 1 from ${contractors} where ${contractors.id} = ${contractorId} for update`,
      );
      await enforcePlanLimit(tx, contractorId, 'proposals_per_month', now);
    }
    await tx
      .update(tenderCandidates)
      .set({
        ...next,
        updatedAt: now,
        ...(body.submit && { submittedAt: now }),
        ...(body.withdraw && { submittedAt: null }),
        ...(firstSending && { firstSubmittedAt: now }),
      })
      .where(eq(tenderCandidates.id, id));
    const step = {
      projectId,
      at: now,
      side: 'agency' as const,
      userId: principal.id,
      contractorId,
    };
    if (body.withdraw) await record(tx, { ...step, kind: 'proposal_withdrawn' });
    if (!body.submit) return;
    // What was sent stays sealed: the protocol keeps that it was sent, not what.
    await record(tx, {
      ...step,
      kind: 'proposal_sent',
      ...(!firstSending && { details: { again: true } }),
    });
    await tellClient(tx, { kind: 'proposal_submitted', project, contractorId, now, extra: {} });
    // The last invitee's sending may open the proposals: recorded at its moment.
    await openProposals(tx, projectId, now);
  });
}
