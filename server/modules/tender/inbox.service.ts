import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { BudgetBand } from '../../../contract/budget';
import type { Page } from '../../../contract/drf';
import type { InboxItem, InboxProject } from '../../../contract/tender';
import type { ProjectStatus } from '../../../contract/project-rules';
import type { CandidateStatus, InboxState } from '../../../contract/tender-rules';
import type { Db } from '../../db/client';
import { neutralTitle } from '../../../contract/tender-confidential';
import {
  cities,
  companies,
  countries,
  industries,
  invitations,
  projectClosings,
  projects,
  requirementIndustries,
  requirementLocations,
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
import { clientTendersOf } from './client-record';
import { record } from './protocol';
import { adviceFor } from './advice';
import { closingOf, statusAtSql, tenderOf } from './views';
import { criteriaForInvitee } from './rubric';
import { briefHiddenSql, firstServiceSql, veilClosing, veilTender } from './confidential';

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
    when ${projects.status} in ('closed', 'in_work', 'completed') or ${tenderCandidates.status} = 'rejected'
      then 'lost'
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
  project_status: projects.status,
  message: invitations.message,
  refusal_reason: invitations.refusalReasonId,
  refusal_comment: invitations.refusalComment,
  confidential: projects.confidential,
  hidden: briefHiddenSql,
  firstService: firstServiceSql,
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
  // Before the terms, a neutral name: a title often names the client or its brand.
  title: row.hidden ? neutralTitle(row.firstService) : row.title,
  company: row.hidden ? null : row.company,
  company_name: row.hidden ? null : row.company_name,
  confidential: row.confidential,
  brief_hidden: row.hidden,
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
  now: Date,
): Promise<Page<InboxItem>> {
  const contractorId = ownAgency(principal);
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
  await markViewed(db, principal, contractorId, projectId, now);
  const [row] = await fromInbox(db, now).where(where);
  if (!row) throw notFound();
  const { description, message, refusal_reason, refusal_comment } = row;
  const [serviceNames, industryNames, places] = await Promise.all([
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
    db
      .select({ name: sql<string>`coalesce(${cities.name}, ${countries.name})` })
      .from(requirementLocations)
      .innerJoin(requirements, eq(requirements.id, requirementLocations.requirementId))
      .innerJoin(countries, eq(countries.id, requirementLocations.countryId))
      .leftJoin(cities, eq(cities.id, requirementLocations.cityId))
      .where(eq(requirements.projectId, projectId))
      .orderBy(asc(requirementLocations.id)),
  ]);
  const { hidden } = row;
  const { requirements: required, scores } = await scoresOf(scoring, projectId, [contractorId]);
  const scored = scores.get(contractorId);
  const role = await agencyRole(db, principal);
  const tender = await tenderOf(db, projectId, now);
  const closing = await closingOf(db, projectId);
  // Before a confidential project's terms: the outline only. The client's words (description, message, the
  // tender's terms, a closing's reason), its record and the match (its brands may name it) stay back.
  return {
    ...toItem(row),
    description: hidden ? '' : description,
    message: hidden ? '' : message,
    refusal_reason,
    refusal_comment,
    services: serviceNames.map((s) => s.name),
    industries: industryNames.map((i) => i.name),
    cities: places.map((p) => p.name),
    match:
      scored && required && !hidden
        ? {
            score: scored.score,
            explanation: scored.explanation,
            advice: await adviceFor(db, required, contractorId, scored),
          }
        : null,
    // The project's company exists (a foreign key), so its record does.
    client_record: hidden ? null : (await clientRecordOf(db, row.company))!,
    client_tenders: hidden ? null : await clientTendersOf(db, row.company),
    tender: hidden ? veilTender(tender) : tender,
    candidate: await candidateOfAgency(db, scoring, contractorId, projectId),
    closing: hidden ? veilClosing(closing) : closing,
    project_status: row.project_status as ProjectStatus,
    can_answer: can(role, 'answerInvitations'),
    tender_rated: await tenderRated(db, projectId, contractorId),
    criteria: await criteriaForInvitee(db, projectId),
  };
}

/**
 * A `sent` invitation still open becomes `viewed`, recorded in the protocol in the same transaction; the
 * project's row is locked first, as every status change on it does (one lock order with the answer).
 */
async function markViewed(
  db: Db,
  principal: Principal,
  contractorId: number,
  projectId: number,
  now: Date,
): Promise<void> {
  const unseen = and(
    eq(invitations.contractorId, contractorId),
    eq(invitations.projectId, projectId),
    eq(invitations.status, 'sent'),
    sql`${invitations.expiresAt} > ${now.toISOString()}::timestamptz`,
  );
  // Most openings find it viewed already: no transaction, no lock.
  const [waiting] = await db.select({ id: invitations.id }).from(invitations).where(unseen);
  if (!waiting) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${projects} where ${projects.id} = ${projectId} for update`);
    const changed = await tx
      .update(invitations)
      .set({ status: 'viewed', viewedAt: now })
      .where(unseen)
      .returning({ id: invitations.id });
    if (changed.length > 0)
      await record(tx, {
        projectId,
        kind: 'invitation_viewed',
        at: now,
        side: 'agency',
        userId: principal.id,
        contractorId,
      });
  });
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
