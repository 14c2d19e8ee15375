import { and, avg, count, desc, eq, ne, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type Communication } from '../../../contract/review';
import type { ClientRecord } from '../../../contract/tender';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  companies,
  projectClosings,
  projects,
  tenderCandidates,
  tenderCommunications,
  tenders,
} from '../../db/schema';
import { notFound, permissionDenied, validationError } from '../../http/errors';
import type { Principal } from '../auth';
import { average, projectParties } from './parties';
import { recordReview } from './protocol-step';

// A tender candidate's rating of how the client ran the tender, and the client's record built from them:
// what an agency reads before it accepts an invitation.

/** Recent rated tenders with a text, shown under the averages. */
const RECENT_COUNT = 3;

const t = tenderCommunications;
const toCommunication = (row: typeof t.$inferSelect): Communication => ({
  id: row.id,
  project: row.projectId,
  contractor: row.contractorId,
  company: row.companyId,
  brief_clarity: row.briefClarity,
  response_speed: row.responseSpeed,
  feedback: row.feedback,
  text: row.text,
  created_at: row.createdAt.toISOString(),
});

const wasCandidate = async (db: Db, contractorId: number, projectId: number) =>
  (
    await db
      .select({ id: tenderCandidates.id })
      .from(tenderCandidates)
      .innerJoin(tenders, eq(tenders.id, tenderCandidates.tenderId))
      .where(and(eq(tenders.projectId, projectId), eq(tenderCandidates.contractorId, contractorId)))
      .limit(1)
  ).length > 0;

/**
 * POST communication-between-contractor-and-client/: a candidate of the tender, once the tender is over (a
 * winner chosen, the work not necessarily accepted yet; or closed), with the protocol's `review_left`.
 */
export async function createCommunication(
  db: Db,
  principal: Principal,
  body: {
    project: number;
    brief_clarity: number;
    response_speed: number;
    feedback: number;
    text?: string;
  },
  now: Date,
): Promise<Communication> {
  const contractorId = principal.contractor!.contractorId; // behind an agency right
  const project = await projectParties(db, body.project);
  if (!project || !(await wasCandidate(db, contractorId, project.id)))
    throw validationError({ project: [REVIEW_MESSAGES.notCandidate] });
  // Any closing counts, a cancellation too: how the tender was run is known by then.
  if (!project.closed) throw validationError({ project: [REVIEW_MESSAGES.notClosed] });
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(t)
        .values({
          projectId: project.id,
          contractorId,
          companyId: project.companyId,
          authorId: principal.id,
          briefClarity: body.brief_clarity,
          responseSpeed: body.response_speed,
          feedback: body.feedback,
          text: body.text ?? '',
        })
        .returning();
      await recordReview(tx, 'tender', {
        projectId: project.id,
        at: now,
        side: 'agency',
        userId: principal.id,
        contractorId,
      });
      return toCommunication(row!);
    });
  } catch (error) {
    if (isUniqueViolation(error, 'tender_communications_project_contractor_uq'))
      throw validationError({ non_field_errors: [REVIEW_MESSAGES.duplicate] });
    throw error;
  }
}

/**
 * A client company's record: its candidates' average ratings, its projects closed here and a few recent
 * rated tenders with a text. The tender module's inbox shows the same record; undefined for no company.
 */
export async function clientRecordOf(db: Db, companyId: number): Promise<ClientRecord | undefined> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) return undefined;
  const [[scores], [closed], recent] = await Promise.all([
    db
      .select({
        count: count(),
        brief_clarity: avg(t.briefClarity),
        response_speed: avg(t.responseSpeed),
        feedback: avg(t.feedback),
      })
      .from(t)
      .where(eq(t.companyId, companyId)),
    db
      .select({ count: count() })
      .from(projectClosings)
      .innerJoin(projects, eq(projects.id, projectClosings.projectId))
      .where(eq(projects.companyId, companyId)),
    db
      .select({
        text: t.text,
        created_at: t.createdAt,
        average: sql<string>`(${t.briefClarity} + ${t.responseSpeed} + ${t.feedback}) / 3.0`,
      })
      .from(t)
      .where(and(eq(t.companyId, companyId), ne(t.text, '')))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(RECENT_COUNT),
  ]);
  return {
    company: companyId,
    company_name: company.name,
    count: scores!.count,
    brief_clarity: average(scores!.brief_clarity),
    response_speed: average(scores!.response_speed),
    feedback: average(scores!.feedback),
    projects_closed: closed!.count,
    recent: recent.map((row) => ({
      text: row.text,
      created_at: row.created_at.toISOString(),
      average: average(row.average)!,
    })),
  };
}

/** GET communication-between-contractor-and-client/{company}/: any agency's people, or that company's. */
export async function clientRecordFor(
  db: Db,
  principal: Principal,
  companyId: number,
): Promise<ClientRecord> {
  const ownCompany = principal.company?.companyId === companyId;
  if (!ownCompany && principal.contractor === null) throw permissionDenied();
  const record = await clientRecordOf(db, companyId);
  if (!record) throw notFound();
  return record;
}
