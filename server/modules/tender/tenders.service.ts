import { and, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  TENDER_MESSAGES,
  type cancelProject,
  type Tender,
  type TenderCreate,
  type TenderOfProject,
  type thirdPartyWinner,
} from '../../../contract/tender';
import type { Db } from '../../db/client';
import { invitations, projects, tenderCandidates, tenders } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import type { Principal } from '../auth';
import { agencyInvitation, assertNotClosed, clientProject } from './access';
import { closeProject } from './closing';
import { briefHidden, notifyAgencies, veilClosing, veilTender } from './confidential';
import { record } from './protocol';
import { closingOf, tenderOf } from './views';

/**
 * The client opens the tender of its project (one per project, the deadline ahead): the project goes to
 * `tender`, every agency that accepted already becomes a candidate, and the agencies still in the game
 * (invited and not declined or expired) are told; a declined one is not bothered again.
 */
export async function createTender(
  db: Db,
  principal: Principal,
  body: TenderCreate,
  now: Date,
): Promise<Tender> {
  const deadline = new Date(body.deadline);
  return db.transaction(async (tx) => {
    const project = await clientProject(tx, principal, body.project, { lock: true });
    assertNotClosed(project);
    const [existing] = await tx
      .select({ id: tenders.id })
      .from(tenders)
      .where(eq(tenders.projectId, project.id));
    if (existing) throw validationError({ project: [TENDER_MESSAGES.tenderExists] });
    if (deadline <= now) throw validationError({ deadline: [TENDER_MESSAGES.deadlinePast] });
    const [tender] = await tx
      .insert(tenders)
      .values({
        projectId: project.id,
        terms: body.terms ?? '',
        deadline,
        initialDeadline: deadline,
        openedBy: principal.id,
        openedAt: now,
      })
      .returning({ id: tenders.id });
    await tx
      .update(projects)
      .set({ status: 'tender', updatedAt: now })
      .where(eq(projects.id, project.id));
    await record(tx, {
      projectId: project.id,
      kind: 'tender_opened',
      at: now,
      side: 'client',
      userId: principal.id,
      isPublic: true,
      details: { deadline: deadline.toISOString() },
    });
    const accepted = await tx
      .select({ id: invitations.id, contractorId: invitations.contractorId })
      .from(invitations)
      .where(and(eq(invitations.projectId, project.id), eq(invitations.status, 'accepted')));
    if (accepted.length > 0)
      await tx.insert(tenderCandidates).values(
        accepted.map((i) => ({
          tenderId: tender!.id,
          invitationId: i.id,
          contractorId: i.contractorId,
          updatedAt: now,
        })),
      );
    const invited = await tx
      .select({
        contractorId: invitations.contractorId,
        expiresAt: invitations.expiresAt,
        status: invitations.status,
      })
      .from(invitations)
      .where(
        and(
          eq(invitations.projectId, project.id),
          notInArray(invitations.status, ['declined', 'expired']),
        ),
      );
    await notifyAgencies(tx, {
      kind: 'tender_started',
      projectId: project.id,
      agencies: invited
        .filter((i) => i.status === 'accepted' || i.expiresAt > now)
        .map((i) => i.contractorId),
      right: 'view',
      params: { project_id: project.id, project: project.title, company: project.companyName },
      at: now,
    });
    return (await tenderOf(tx, project.id, now))!;
  });
}

/** The project's tender and closing, for its client or an agency invited to it (anyone else: 404). */
export async function tenderOfProject(
  db: Db,
  principal: Principal,
  projectId: number,
  now: Date,
): Promise<TenderOfProject> {
  let hidden = false;
  if (principal.company) await clientProject(db, principal, projectId);
  else if (principal.contractor) {
    await agencyInvitation(db, principal.contractor.contractorId, projectId);
    hidden = await briefHidden(db, principal.contractor.contractorId, projectId);
  } else throw notFound(TENDER_MESSAGES.notYourProject);
  const tender = await tenderOf(db, projectId, now);
  const closing = await closingOf(db, projectId);
  return hidden
    ? { tender: veilTender(tender), closing: veilClosing(closing) }
    : { tender, closing };
}

export const THIRD_PARTY_REASON = 'Заказчик выбрал исполнителя вне платформы.';

/** Closes the project naming a winner outside the platform; the reason goes to every agency. */
export async function thirdPartyWin(
  db: Db,
  principal: Principal,
  body: z.input<typeof thirdPartyWinner>,
  now: Date,
): Promise<TenderOfProject> {
  const reason = body.reason?.trim() || THIRD_PARTY_REASON;
  return decide(db, principal, body.project, now, async (tx, project) => {
    await closeProject(tx, project, {
      kind: 'third_party',
      thirdPartyName: body.name,
      reason,
      closedBy: principal.id,
      now,
    });
    await record(tx, {
      projectId: project.id,
      kind: 'third_party_winner',
      at: now,
      side: 'client',
      userId: principal.id,
      isPublic: true,
      details: { name: body.name, reason },
    });
  });
}

/** Cancels the project with the reason every agency is told. */
export async function cancelProjectOf(
  db: Db,
  principal: Principal,
  body: z.input<typeof cancelProject>,
  now: Date,
): Promise<TenderOfProject> {
  return decide(db, principal, body.project, now, async (tx, project) => {
    await closeProject(tx, project, {
      kind: 'cancelled',
      reason: body.reason,
      closedBy: principal.id,
      now,
    });
    await record(tx, {
      projectId: project.id,
      kind: 'cancelled',
      at: now,
      side: 'client',
      userId: principal.id,
      isPublic: true,
      details: { reason: body.reason },
    });
  });
}

/** One closing decision of the client, in one transaction with its notifications. */
function decide(
  db: Db,
  principal: Principal,
  projectId: number,
  now: Date,
  act: (tx: Db, project: Awaited<ReturnType<typeof clientProject>>) => Promise<void>,
): Promise<TenderOfProject> {
  return db.transaction(async (tx) => {
    const project = await clientProject(tx, principal, projectId, { lock: true });
    assertNotClosed(project);
    await act(tx, project);
    return {
      tender: await tenderOf(tx, project.id, now),
      closing: await closingOf(tx, project.id),
    };
  });
}
