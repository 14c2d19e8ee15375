import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Page } from '../../../contract/drf';
import {
  TENDER_MESSAGES,
  type Invitation,
  type InvitationAnswerInput,
  type InvitationsCreate,
  type InvitationsCreated,
} from '../../../contract/tender';
import { INVITATION_ANSWER_DAYS } from '../../../contract/tender-rules';
import type { Db } from '../../db/client';
import { contractors, invitations, projects, tenderCandidates, tenders } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import { pageWindow, toPage, type PageRequest } from '../../http/pagination';
import type { Principal } from '../auth';
import { agencyInvitation, assertNotClosed, clientProject, ownAgency, projectById } from './access';
import { assertTermsBeforeAccepting, notifyAgencies } from './confidential';
import { tellClient } from './tell-client';
import { record } from './protocol';
import { conflictOnAnswer } from './conflict-answer';
import { checkReason } from './refusal-reasons';
import { publishRubric } from './rubric';
import { isOpen, selectInvitations, statusAt, toInvitation, invitationById } from './views';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The client invites published agencies to its project, one invitation per agency and project: those
 * invited before are listed apart, not invited again. A draft project may invite too and moves to
 * `matching`: inviting is choosing contractors, whatever the requirements say yet. A closed one may not.
 */
export async function createInvitations(
  db: Db,
  principal: Principal,
  body: InvitationsCreate,
  now: Date,
): Promise<InvitationsCreated> {
  const expiresAt = body.expires_at
    ? new Date(body.expires_at)
    : new Date(now.getTime() + INVITATION_ANSWER_DAYS * DAY);
  if (expiresAt <= now) throw validationError({ expires_at: [TENDER_MESSAGES.answerByPast] });
  const wanted = [...new Set(body.contractors)];
  return db.transaction(async (tx) => {
    const project = await clientProject(tx, principal, body.project, { lock: true });
    assertNotClosed(project);
    const published = await tx
      .select({ id: contractors.id })
      .from(contractors)
      .where(and(inArray(contractors.id, wanted), eq(contractors.isPublished, true)));
    const known = new Set(published.map((row) => row.id));
    if (wanted.some((id) => !known.has(id)))
      throw validationError({ contractors: [TENDER_MESSAGES.unknownAgency] });
    const before = await tx
      .select({ contractor: invitations.contractorId })
      .from(invitations)
      .where(and(eq(invitations.projectId, project.id), inArray(invitations.contractorId, wanted)));
    const already = new Set(before.map((row) => row.contractor));
    const fresh = wanted.filter((id) => !already.has(id));
    if (fresh.length > 0) await publishRubric(tx, project.id, principal.id, now);
    const created =
      fresh.length === 0
        ? []
        : await tx
            .insert(invitations)
            .values(
              fresh.map((contractorId) => ({
                projectId: project.id,
                contractorId,
                message: body.message ?? '',
                invitedBy: principal.id,
                createdAt: now,
                expiresAt,
              })),
            )
            .returning({ id: invitations.id });
    if (project.status === 'draft')
      await tx
        .update(projects)
        .set({ status: 'matching', updatedAt: now })
        .where(eq(projects.id, project.id));
    await record(
      tx,
      ...fresh.map((contractorId) => ({
        projectId: project.id,
        kind: 'invitation_sent' as const,
        at: now,
        side: 'client' as const,
        userId: principal.id,
        contractorId,
        details: { expires_at: expiresAt.toISOString() },
      })),
    );
    await notifyAgencies(tx, {
      kind: 'invitation_received',
      projectId: project.id,
      agencies: fresh,
      right: 'answerInvitations',
      params: { project_id: project.id, project: project.title, company: project.companyName },
      at: now,
    });
    const rows =
      created.length === 0
        ? []
        : await selectInvitations(tx)
            .where(
              inArray(
                invitations.id,
                created.map((row) => row.id),
              ),
            )
            .orderBy(asc(invitations.id));
    return {
      created: rows.map((row) => toInvitation(row, now)),
      already_invited: wanted.filter((id) => already.has(id)),
    };
  });
}

/** The client's project's invitations, oldest first, each with its status as of now. */
export async function projectInvitations(
  request: PageRequest,
  db: Db,
  principal: Principal,
  query: { project: string; page?: string; page_size?: string },
  now: Date,
): Promise<Page<Invitation>> {
  const projectId = /^[1-9][0-9]{0,9}$/.test(query.project) ? Number(query.project) : NaN;
  if (!Number.isSafeInteger(projectId) || projectId > 2_147_483_647)
    throw validationError({ project: ['Введите целое число.'] });
  await clientProject(db, principal, projectId);
  const win = pageWindow(query);
  const where = eq(invitations.projectId, projectId);
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(invitations)
    .where(where);
  const rows = await selectInvitations(db)
    .where(where)
    .orderBy(asc(invitations.id))
    .limit(win.limit)
    .offset(win.offset);
  return toPage(
    request,
    win,
    total?.n ?? 0,
    rows.map((row) => toInvitation(row, now)),
  );
}

/**
 * The agency opens, accepts or declines its invitation (the route checked the right to answer). An expired
 * or answered one cannot change. Accepting while the project's tender takes proposals makes the agency a
 * candidate in the same transaction; accepting before the tender, it becomes one when the tender starts.
 */
export async function answerInvitation(
  db: Db,
  principal: Principal,
  id: number,
  body: InvitationAnswerInput,
  now: Date,
): Promise<Invitation> {
  const contractorId = ownAgency(principal);
  if (body.status === 'declined' && body.refusal_reason === undefined)
    throw validationError({ refusal_reason: [TENDER_MESSAGES.reasonRequired] });
  const conflict = conflictOnAnswer(body);
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ projectId: invitations.projectId })
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.contractorId, contractorId)));
    if (!own) throw notFound();
    if (body.status === undefined) return invitationById(tx, id, now); // an empty PATCH: as it is
    // The project's row first, as every decision on it does: one lock order, no deadlock.
    await tx.execute(
      sql`select 1 from ${projects} where ${projects.id} = ${own.projectId} for update`,
    );
    const invitation = await agencyInvitation(tx, contractorId, own.projectId);
    const project = await projectById(tx, own.projectId);
    const status = statusAt(invitation, now);
    if (status === 'expired')
      throw validationError({ status: [TENDER_MESSAGES.invitationExpired] });
    if (status === 'accepted' || status === 'declined')
      throw validationError({ status: [TENDER_MESSAGES.alreadyAnswered] });
    assertNotClosed(project);
    if (body.status === 'accepted') await assertTermsBeforeAccepting(tx, id);
    const step = { projectId: project.id, at: now, side: 'agency' as const, userId: principal.id };
    if (body.status === 'viewed') {
      if (status === 'sent') {
        await tx
          .update(invitations)
          .set({ status: 'viewed', viewedAt: now })
          .where(eq(invitations.id, id));
        await record(tx, { ...step, kind: 'invitation_viewed', contractorId });
      }
      return invitationById(tx, id, now);
    }
    const reason =
      body.status === 'declined'
        ? await checkReason(tx, {
            side: 'agency',
            id: body.refusal_reason!,
            comment: body.refusal_comment,
            fields: ['refusal_reason', 'refusal_comment'],
          })
        : null;
    await tx
      .update(invitations)
      .set({
        status: body.status,
        viewedAt: invitation.viewedAt ?? now,
        answeredAt: now,
        answeredBy: principal.id,
        ...(body.status === 'declined' && {
          refusalReasonId: body.refusal_reason!,
          refusalComment: body.refusal_comment ?? '',
        }),
        ...conflict?.columns,
      })
      .where(eq(invitations.id, id));
    await record(tx, {
      ...step,
      kind: body.status === 'accepted' ? 'invitation_accepted' : 'invitation_declined',
      contractorId,
      ...(reason !== null && {
        details: { reason, comment: body.refusal_comment ?? '' },
      }),
      ...(conflict !== null && { details: conflict.details }),
    });
    if (body.status === 'accepted') {
      const [tender] = await tx.select().from(tenders).where(eq(tenders.projectId, project.id));
      if (tender && isOpen(tender.deadline, project.status, now))
        await tx
          .insert(tenderCandidates)
          .values({ tenderId: tender.id, invitationId: id, contractorId, updatedAt: now });
    }
    await tellClient(tx, {
      kind: 'invitation_answered',
      project,
      contractorId,
      now,
      extra: { accepted: body.status === 'accepted' },
    });
    return invitationById(tx, id, now);
  });
}
