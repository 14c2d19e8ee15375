import { and, eq, inArray, sql } from 'drizzle-orm';
import type { AgencyRight } from '../../../contract/agency-rights';
import type { NotificationKind, NotificationParams } from '../../../contract/notification-events';
import type { Closing, Invitation, Tender } from '../../../contract/tender';
import { TENDER_MESSAGES } from '../../../contract/tender';
import {
  CONFIDENTIAL_MESSAGES,
  TERMS_REQUIRED_CODE,
  neutralTitle,
} from '../../../contract/tender-confidential';
import type { Db } from '../../db/client';
import { invitations, projects } from '../../db/schema';
import { HttpError, notFound, validationError } from '../../http/errors';
import { notify } from '../../realtime';
import { agencyMembersWith, type Principal } from '../auth';
import { ownAgency } from './access';
import { record } from './protocol';
import { invitationById, statusAt } from './views';

// A confidential brief: an invited agency that has not accepted the confidentiality terms reads only the
// outline (services, industries, budget band, cities, dates) and the project named neutrally, in every
// answer, notification, push and socket message it gets. Nothing of a project is public, so no page, search
// engine or sitemap reads it.

/**
 * The project's first service, in the order the client chose them: the neutral title's second half. Plain
 * SQL with aliases: drizzle leaves a single table's columns unqualified, which a subquery would misread.
 */
export const firstServiceSql = sql<string | null>`(select s.name
  from requirement_services rs
  join requirements r on r.id = rs.requirement_id
  join services s on s.id = rs.service_id
  where r.project_id = "projects"."id"
  order by rs.id limit 1)`;

/** In a query over invitations joined to their projects: the invitee reads only the outline. */
export const briefHiddenSql = sql<boolean>`(${projects.confidential}
  and ${invitations.termsAcceptedAt} is null)`;

/** The project's neutral name, «Конфиденциальный проект: <first service>». */
export async function neutralTitleOf(db: Db, projectId: number): Promise<string> {
  const [row] = await db
    .select({ service: firstServiceSql })
    .from(projects)
    .where(eq(projects.id, projectId));
  return neutralTitle(row?.service);
}

/** Whether the agency (invited: the caller checked) reads only the project's outline. */
export async function briefHidden(db: Db, contractorId: number, projectId: number) {
  const [row] = await db
    .select({ hidden: briefHiddenSql })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .where(and(eq(invitations.projectId, projectId), eq(invitations.contractorId, contractorId)));
  return row?.hidden === true;
}

export const termsRequired = () =>
  new HttpError(403, { detail: CONFIDENTIAL_MESSAGES.termsRequired, code: TERMS_REQUIRED_CODE });

/** Refuses a hidden part of the brief (questions, protocol) to an agency not yet past the terms. */
export async function assertBriefOpen(db: Db, contractorId: number, projectId: number) {
  if (await briefHidden(db, contractorId, projectId)) throw termsRequired();
}

/** The tender as the outline shows it: its dates, not the client's terms (they may name it). */
export const veilTender = (tender: Tender | null): Tender | null =>
  tender && { ...tender, terms: '' };

/** A closing without the client's own words. */
export const veilClosing = (closing: Closing | null): Closing | null =>
  closing && { ...closing, reason: '' };

/** The agency kinds that name the project (and maybe the client and its reason). */
type AgencyProjectKind = Extract<
  NotificationKind,
  | 'invitation_received'
  | 'tender_started'
  | 'project_closed'
  | 'winner_chosen'
  | 'tender_brief_changed'
  | 'tender_answer_published'
>;

/**
 * Tells the people of `agencies` (those with `right`), naming the project neutrally, without the client's
 * name or reason, to the agencies not yet past the terms of a confidential project.
 */
export async function notifyAgencies<K extends AgencyProjectKind>(
  tx: Db,
  event: {
    kind: K;
    projectId: number;
    agencies: readonly number[];
    right: AgencyRight;
    params: NotificationParams<K>;
    at: Date;
  },
): Promise<void> {
  if (event.agencies.length === 0) return;
  const rows = await tx
    .select({ contractorId: invitations.contractorId, hidden: briefHiddenSql })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .where(
      and(
        eq(invitations.projectId, event.projectId),
        inArray(invitations.contractorId, [...event.agencies]),
      ),
    );
  const hidden = new Set(rows.filter((row) => row.hidden).map((row) => row.contractorId));
  const open: number[] = [];
  const veiled: number[] = [];
  for (const contractorId of event.agencies)
    (hidden.has(contractorId) ? veiled : open).push(
      ...(await agencyMembersWith(tx, contractorId, event.right)),
    );
  const { kind, params, at } = event;
  await notify(tx, { kind, recipients: open, params, at });
  if (veiled.length === 0) return;
  const neutral = {
    ...params,
    project: await neutralTitleOf(tx, event.projectId),
    ...('company' in params && { company: '' }),
    ...('reason' in params && { reason: '' }),
  } as NotificationParams<K>;
  await notify(tx, { kind, recipients: veiled, params: neutral, at });
}

/**
 * POST invitations/{id}/accept-terms/: the agency's leader or manager accepts the confidentiality terms of a
 * confidential project, once, while its invitation is still in the project (not declined, not expired);
 * recorded as `terms_accepted`. The project's row is locked first, as every step on it.
 */
export async function acceptTerms(
  db: Db,
  principal: Principal,
  id: number,
  now: Date,
): Promise<Invitation> {
  const contractorId = ownAgency(principal);
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select({ projectId: invitations.projectId })
      .from(invitations)
      .where(and(eq(invitations.id, id), eq(invitations.contractorId, contractorId)));
    if (!own) throw notFound(TENDER_MESSAGES.notYourProject);
    await tx.execute(
      sql`select 1 from ${projects} where ${projects.id} = ${own.projectId} for update`,
    );
    const [row] = await tx
      .select({ invitation: invitations, confidential: projects.confidential })
      .from(invitations)
      .innerJoin(projects, eq(projects.id, invitations.projectId))
      .where(eq(invitations.id, id));
    const { invitation, confidential } = row!;
    if (!confidential)
      throw validationError({ non_field_errors: [CONFIDENTIAL_MESSAGES.notConfidential] });
    if (invitation.termsAcceptedAt !== null)
      throw validationError({ non_field_errors: [CONFIDENTIAL_MESSAGES.alreadyAccepted] });
    const status = statusAt(invitation, now);
    if (status === 'expired')
      throw validationError({ status: [TENDER_MESSAGES.invitationExpired] });
    if (status === 'declined') throw validationError({ status: [TENDER_MESSAGES.alreadyAnswered] });
    await tx.update(invitations).set({ termsAcceptedAt: now }).where(eq(invitations.id, id));
    await record(tx, {
      projectId: own.projectId,
      kind: 'terms_accepted',
      at: now,
      side: 'agency',
      userId: principal.id,
      contractorId,
      details: { terms: 'confidentiality' },
    });
    return invitationById(tx, id, now);
  });
}

/** Accepting an invitation to a confidential project needs its terms first (declining does not). */
export async function assertTermsBeforeAccepting(tx: Db, invitationId: number): Promise<void> {
  const [row] = await tx
    .select({ hidden: briefHiddenSql })
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .where(eq(invitations.id, invitationId));
  if (row?.hidden === true) throw termsRequired();
}
