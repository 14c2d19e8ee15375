import { and, eq, inArray, ne } from 'drizzle-orm';
import type { CandidateOutcome } from '../../../contract/tender';
import type { ClosingKind } from '../../../contract/tender-rules';
import type { Db } from '../../db/client';
import { invitations, projectClosings, projects, tenderCandidates, tenders } from '../../db/schema';
import { notify } from '../../realtime';
import { agencyMembersWith } from '../auth';
import type { TenderProject } from './access';
import { notifyAgencies } from './confidential';

// Closing a project's tender, the part every decision shares: the closing row, the project `in_work` with
// a winner chosen here (else `closed`), every open candidate rejected with the reason, every unanswered
// invitation expired, and every invitee told. Runs inside the decision's transaction, the project's row
// locked.

export interface ClosingInput {
  kind: ClosingKind;
  /** The winner chosen on the platform (kind `winner`). */
  winner?: { contractorId: number; candidateId: number };
  thirdPartyName?: string;
  /** What the agencies not chosen are told. */
  reason: string;
  /** Whether the agencies not chosen learn the winner's price against theirs (default: yes). */
  tellPrice?: boolean;
  /** A winner's choice: what each candidate not chosen is told, by agency (decisions.ts). */
  standings?: Map<number, CandidateOutcome>;
  closedBy: number;
  now: Date;
}

export async function closeProject(tx: Db, project: TenderProject, input: ClosingInput) {
  const { now, reason } = input;
  await tx.insert(projectClosings).values({
    projectId: project.id,
    kind: input.kind,
    contractorId: input.winner?.contractorId ?? null,
    thirdPartyName: input.thirdPartyName ?? null,
    reason,
    tellPrice: input.tellPrice ?? true,
    closedBy: input.closedBy,
    closedAt: now,
  });
  await tx
    .update(projects)
    // A winner chosen here ends the tender, not the work: the client accepts it later (project/complete.ts).
    .set({ status: input.kind === 'winner' ? 'in_work' : 'closed', updatedAt: now })
    .where(eq(projects.id, project.id));
  const [tender] = await tx
    .select({ id: tenders.id })
    .from(tenders)
    .where(eq(tenders.projectId, project.id));
  if (tender) {
    if (input.winner)
      await tx
        .update(tenderCandidates)
        .set({ status: 'winner', updatedAt: now })
        .where(eq(tenderCandidates.id, input.winner.candidateId));
    // Those rejected before keep their own reason.
    await tx
      .update(tenderCandidates)
      .set({ status: 'rejected', rejectionComment: reason, updatedAt: now })
      .where(
        and(
          eq(tenderCandidates.tenderId, tender.id),
          inArray(tenderCandidates.status, ['participant', 'shortlisted']),
        ),
      );
  }
  // Unanswered invitations end with the project, whatever their answer-by time.
  await tx
    .update(invitations)
    .set({ status: 'expired' })
    .where(
      and(eq(invitations.projectId, project.id), inArray(invitations.status, ['sent', 'viewed'])),
    );
  const invitees = await tx
    .select({ contractorId: invitations.contractorId })
    .from(invitations)
    .where(
      and(
        eq(invitations.projectId, project.id),
        input.winner ? ne(invitations.contractorId, input.winner.contractorId) : undefined,
      ),
    );
  const ref = { project_id: project.id, project: project.title };
  const others: number[] = [];
  for (const { contractorId } of invitees) {
    const standing = input.standings?.get(contractorId);
    if (standing)
      await notify(tx, {
        kind: 'winner_chosen',
        recipients: await agencyMembersWith(tx, contractorId, 'view'),
        params: { ...ref, won: false, ...standing },
        at: now,
      });
    else others.push(contractorId);
  }
  // The agencies without a standing may not be past a confidential project's terms.
  const toOthers = { projectId: project.id, agencies: others, right: 'view' as const, at: now };
  if (input.winner) {
    await notify(tx, {
      kind: 'winner_chosen',
      recipients: await agencyMembersWith(tx, input.winner.contractorId, 'view'),
      params: { ...ref, won: true, reason: '' },
      at: now,
    });
    await notifyAgencies(tx, {
      ...toOthers,
      kind: 'winner_chosen',
      params: { ...ref, won: false, reason },
    });
  } else
    await notifyAgencies(tx, {
      ...toOthers,
      kind: 'project_closed',
      params: { ...ref, company: project.companyName, reason },
    });
}
