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
import { notify } from '../../realtime';
import { agencyMembersWith, type Principal } from '../auth';
import { agencyInvitation, assertNotClosed, clientProject } from './access';
import { closeProject } from './closing';
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
): Promise<Tender> {
  const now = new Date();
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
        openedBy: principal.id,
        openedAt: now,
      })
      .returning({ id: tenders.id });
    await tx
      .update(projects)
      .set({ status: 'tender', updatedAt: now })
      .where(eq(projects.id, project.id));
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
    const recipients: number[] = [];
    for (const i of invited)
      if (i.status === 'accepted' || i.expiresAt > now)
        recipients.push(...(await agencyMembersWith(tx, i.contractorId, 'view')));
    await notify(tx, {
      kind: 'tender_started',
      recipients,
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
): Promise<TenderOfProject> {
  if (principal.company) await clientProject(db, principal, projectId);
  else if (principal.contractor)
    await agencyInvitation(db, principal.contractor.contractorId, projectId);
  else throw notFound(TENDER_MESSAGES.notYourProject);
  const now = new Date();
  return { tender: await tenderOf(db, projectId, now), closing: await closingOf(db, projectId) };
}

export const THIRD_PARTY_REASON = 'Заказчик выбрал исполнителя вне платформы.';

/** Closes the project naming a winner outside the platform; the reason goes to every agency. */
export async function thirdPartyWin(
  db: Db,
  principal: Principal,
  body: z.input<typeof thirdPartyWinner>,
): Promise<TenderOfProject> {
  return decide(db, principal, body.project, (tx, project, now) =>
    closeProject(tx, project, {
      kind: 'third_party',
      thirdPartyName: body.name,
      reason: body.reason?.trim() || THIRD_PARTY_REASON,
      closedBy: principal.id,
      now,
    }),
  );
}

/** Cancels the project with the reason every agency is told. */
export async function cancelProjectOf(
  db: Db,
  principal: Principal,
  body: z.input<typeof cancelProject>,
): Promise<TenderOfProject> {
  return decide(db, principal, body.project, (tx, project, now) =>
    closeProject(tx, project, {
      kind: 'cancelled',
      reason: body.reason,
      closedBy: principal.id,
      now,
    }),
  );
}

/** One closing decision of the client, in one transaction with its notifications. */
function decide(
  db: Db,
  principal: Principal,
  projectId: number,
  act: (tx: Db, project: Awaited<ReturnType<typeof clientProject>>, now: Date) => Promise<void>,
): Promise<TenderOfProject> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const project = await clientProject(tx, principal, projectId, { lock: true });
    assertNotClosed(project);
    await act(tx, project, now);
    return {
      tender: await tenderOf(tx, project.id, now),
      closing: await closingOf(tx, project.id),
    };
  });
}
