import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BudgetBand } from '../../../contract/budget';
import type { Page } from '../../../contract/drf';
import type { InboxItem, InboxProject } from '../../../contract/tender';
import type { CandidateStatus, InboxState } from '../../../contract/tender-rules';
import type { Db } from '../../db/client';
import {
  companies,
  industries,
  invitations,
  projectClosings,
  projects,
  requirementIndustries,
  requirementServices,
  requirements,
  services,
  tenderCandidates,
  tenders,
  tenderCommunications,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageWindow, toPage, type PageRequest } from '../../http/pagination';
import { windowTotal } from '../../http/sql';
import { agencyRole, type Principal } from '../auth';
import { scoresOf, type Scoring } from '../matching';
import { clientRecordOf } from '../review';
import { can } from '../../../contract/agency-rights';
import { ownAgency } from './access';
import { candidateOfAgency } from './candidates.service';
import { adviceFor } from './advice';
import { closingOf, statusAtSql, tenderOf } from './views';

// The agency's inbox: the projects it was invited to, each in one of the states its filters name.

/**
 * Where the project stands for the agency: won (chosen), declined (it said no, or let the invitation
 * expire: it never took part), lost (it took part and the project closed without it, or it was rejected),
 * in the tender (accepted, project going on), new (waiting for its answer).
 */
const stateSql = (now: Date) => {
  const status = statusAtSql(now);
  return sql<InboxState>`(case
    when ${projectClosings.contractorId} = ${invitations.contractorId} then 'won'
    when ${status} = 'declined' or (${status} = 'expired' and ${tenderCandidates.id} is null)
      then 'declined'
    when ${projects.status} = 'closed' or ${tenderCandidates.status} = 'rejected' then 'lost'
    when ${status} = 'accepted' then 'tender'
    else 'new' end)`;
};

const inboxColumns = (now: Date) => ({
  invitation: invitations.id,
  project: projects.id,
  title: projects.title,
  company: projects.companyId,
  company_name: companies.name,
  budget: projects.budget,
  start_date: projects.startDate,
  deadline: projects.deadline,
  status: statusAtSql(now),
  state: stateSql(now),
  createdAt: invitations.createdAt,
  expiresAt: invitations.expiresAt,
  tenderDeadline: tenders.deadline,
  candidate_status: tenderCandidates.status,
  submittedAt: tenderCandidates.submittedAt,
  description: projects.description,
  message: invitations.message,
  refusal_reason: invitations.refusalReasonId,
  refusal_comment: invitations.refusalComment,
  total: windowTotal(),
});

const fromInbox = (db: Db, now: Date) =>
  db
    .select(inboxColumns(now))
    .from(invitations)
    .innerJoin(projects, eq(projects.id, invitations.projectId))
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .leftJoin(tenders, eq(tenders.projectId, projects.id))
    .leftJoin(tenderCandidates, eq(tenderCandidates.invitationId, invitations.id))
    .leftJoin(projectClosings, eq(projectClosings.projectId, projects.id));

type InboxRow = Awaited<ReturnType<ReturnType<typeof fromInbox>['execute']>>[number];

const toItem = (row: InboxRow): InboxItem => ({
  invitation: row.invitation,
  project: row.project,
  title: row.title,
  company: row.company,
  company_name: row.company_name,
  budget: row.budget as BudgetBand | null,
  start_date: row.start_date,
  deadline: row.deadline,
  status: row.status,
  state: row.state,
  created_at: row.createdAt.toISOString(),
  expires_at: row.expiresAt.toISOString(),
  tender_deadline: row.tenderDeadline?.toISOString() ?? null,
  candidate_status: row.candidate_status as CandidateStatus | null,
  proposal_submitted: row.submittedAt !== null,
});

/** The agency's inbox, newest invitation first, optionally one state only. */
export async function inboxPage(
  request: PageRequest,
  db: Db,
  principal: Principal,
  query: { page?: string; page_size?: string; state?: InboxState },
): Promise<Page<InboxItem>> {
  const contractorId = ownAgency(principal);
  const now = new Date();
  const win = pageWindow(query);
  const rows = await fromInbox(db, now)
    .where(
      and(
        eq(invitations.contractorId, contractorId),
        query.state ? sql`${stateSql(now)} = ${query.state}` : undefined,
      ),
    )
    .orderBy(desc(invitations.createdAt), desc(invitations.id))
    .limit(win.limit)
    .offset(win.offset);
  return toPage(request, win, rows[0]?.total ?? 0, rows.map(toItem));
}

/**
 * One project of the inbox ({id}: the project). Opening it marks a `sent` invitation `viewed` whoever of
 * the agency opens it: the client learns the agency has seen it, which is true of a specialist too.
 */
export async function inboxProject(
  db: Db,
  scoring: Scoring,
  principal: Principal,
  projectId: number,
): Promise<InboxProject> {
  const contractorId = ownAgency(principal);
  const { now } = scoring;
  const where = and(
    eq(invitations.contractorId, contractorId),
    eq(invitations.projectId, projectId),
  );
  await db
    .update(invitations)
    .set({ status: 'viewed', viewedAt: now })
    .where(
      and(
        where,
        eq(invitations.status, 'sent'),
        sql`${invitations.expiresAt} > ${now.toISOString()}::timestamptz`,
      ),
    );
  const [row] = await fromInbox(db, now).where(where);
  if (!row) throw notFound();
  const { description, message, refusal_reason, refusal_comment } = row;
  const [serviceNames, industryNames] = await Promise.all([
    db
      .select({ name: services.name })
      .from(requirementServices)
      .innerJoin(requirements, eq(requirements.id, requirementServices.requirementId))
      .innerJoin(services, eq(services.id, requirementServices.serviceId))
      .where(eq(requirements.projectId, projectId))
      .orderBy(asc(services.name)),
    db
      .select({ name: industries.name })
      .from(requirementIndustries)
      .innerJoin(requirements, eq(requirements.id, requirementIndustries.requirementId))
      .innerJoin(industries, eq(industries.id, requirementIndustries.industryId))
      .where(eq(requirements.projectId, projectId))
      .orderBy(asc(industries.name)),
  ]);
  const { requirements: required, scores } = await scoresOf(scoring, projectId, [contractorId]);
  const scored = scores.get(contractorId);
  const role = await agencyRole(db, principal);
  return {
    ...toItem(row),
    description,
    message,
    refusal_reason,
    refusal_comment,
    services: serviceNames.map((s) => s.name),
    industries: industryNames.map((i) => i.name),
    match:
      scored && required
        ? {
            score: scored.score,
            explanation: scored.explanation,
            advice: await adviceFor(db, required, contractorId, scored),
          }
        : null,
    // The project's company exists (a foreign key), so its record does.
    client_record: (await clientRecordOf(db, row.company))!,
    tender: await tenderOf(db, projectId, now),
    candidate: await candidateOfAgency(db, scoring, contractorId, projectId),
    closing: await closingOf(db, projectId),
    can_answer: can(role, 'answerInvitations'),
    tender_rated: await tenderRated(db, projectId, contractorId),
  };
}

/** Whether the agency has rated how the client ran this project's tender (once per agency and project). */
async function tenderRated(db: Db, projectId: number, contractorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tenderCommunications.id })
    .from(tenderCommunications)
    .where(
      and(
        eq(tenderCommunications.projectId, projectId),
        eq(tenderCommunications.contractorId, contractorId),
      ),
    );
  return row !== undefined;
}
