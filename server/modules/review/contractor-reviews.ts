import { and, avg, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  REVIEW_MESSAGES,
  type AverageScores,
  type ContractorReview,
} from '../../../contract/review';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { companies, contractorReviews, projects, users } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import { pageFromWindowedRows, pageWindow, type PageRequest } from '../../http/pagination';
import { windowTotal } from '../../http/sql';
import { agencyMembersWith, type Principal } from '../auth';
import { refreshProfiles, visibleContractor } from '../contractor';
import { notify } from '../../realtime';
import { average, clientsCompletedProject, isParty, projectParties } from './parties';
import { recordReview } from './protocol-step';

// The client's review of the agency that did its project: written once the client accepted the work of
// that agency, chosen here (`completed`), read by the two parties, and public on the agency's page with
// its one reply.

const columns = {
  id: contractorReviews.id,
  project: contractorReviews.projectId,
  project_title: projects.title,
  contractor: contractorReviews.contractorId,
  company: contractorReviews.companyId,
  company_name: companies.name,
  author_name: sql<string>`coalesce(trim(${users.firstName} || ' ' || ${users.lastName}), '')`,
  quality: contractorReviews.quality,
  deadlines: contractorReviews.deadlines,
  communication: contractorReviews.communication,
  value: contractorReviews.value,
  would_recommend: contractorReviews.wouldRecommend,
  text: contractorReviews.text,
  reply: contractorReviews.reply,
  replied_at: contractorReviews.repliedAt,
  created_at: contractorReviews.createdAt,
};
type Row = Omit<ContractorReview, 'replied_at' | 'created_at' | 'verified'> & {
  replied_at: Date | null;
  created_at: Date;
};

const toReview = ({ replied_at, created_at, ...row }: Row): ContractorReview => ({
  ...row,
  replied_at: replied_at?.toISOString() ?? null,
  created_at: created_at.toISOString(),
  verified: true, // written only from a project done here between the two, its work accepted
});

const selectReviews = (db: Db) =>
  db
    .select(columns)
    .from(contractorReviews)
    .innerJoin(projects, eq(projects.id, contractorReviews.projectId))
    .innerJoin(companies, eq(companies.id, contractorReviews.companyId))
    .leftJoin(users, eq(users.id, contractorReviews.authorId));

const newestFirst = [desc(contractorReviews.createdAt), desc(contractorReviews.id)];

async function reviewWhere(db: Db, where: SQL): Promise<ContractorReview | undefined> {
  const [row] = await selectReviews(db).where(where);
  return row && toReview(row);
}

export interface ContractorReviewInput {
  project: number;
  contractor?: number;
  quality: number;
  deadlines: number;
  communication: number;
  value: number;
  would_recommend: boolean;
  text?: string;
}

/**
 * POST contractor-reviews/: one per project and agency; the agency's people are told, its ranking row rebuilt
 * and the protocol's `review_left` recorded, in the same step.
 */
export async function createContractorReview(
  db: Db,
  principal: Principal,
  body: ContractorReviewInput,
  now: Date,
): Promise<ContractorReview> {
  const project = await clientsCompletedProject(db, principal, body.project);
  const contractorId = body.contractor ?? project.winnerId;
  if (contractorId !== project.winnerId)
    throw validationError({ contractor: [REVIEW_MESSAGES.notParties] });
  let id: number;
  try {
    id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(contractorReviews)
        .values({
          projectId: project.id,
          contractorId,
          companyId: project.companyId,
          authorId: principal.id,
          quality: body.quality,
          deadlines: body.deadlines,
          communication: body.communication,
          value: body.value,
          wouldRecommend: body.would_recommend,
          text: body.text ?? '',
        })
        .returning({ id: contractorReviews.id });
      await recordReview(tx, 'contractor', {
        projectId: project.id,
        at: now,
        side: 'client',
        userId: principal.id,
        contractorId,
      });
      // The ranking's review criterion reads the agency's review count and stars from its matching row.
      await refreshProfiles(tx, [contractorId]);
      const [company] = await tx
        .select({ name: companies.name })
        .from(companies)
        .where(eq(companies.id, project.companyId));
      await notify(tx, {
        kind: 'review_received',
        recipients: await agencyMembersWith(tx, contractorId, 'view'),
        params: {
          project_id: project.id,
          project: project.title,
          company: company!.name,
          contractor_id: contractorId,
        },
        at: now,
      });
      return created!.id;
    });
  } catch (error) {
    // Two requests at once: the unique constraint lets one in, the other hears it is a repeat.
    if (isUniqueViolation(error, 'contractor_reviews_project_contractor_uq'))
      throw validationError({ non_field_errors: [REVIEW_MESSAGES.duplicate] });
    throw error;
  }
  return (await reviewWhere(db, eq(contractorReviews.id, id)))!;
}

/** GET contractor-reviews/by-project/{id}/: for the project's client and the agency chosen for it. */
export async function projectContractorReviews(
  db: Db,
  principal: Principal,
  projectId: number,
): Promise<ContractorReview[]> {
  const parties = await projectParties(db, projectId);
  if (!parties || !isParty(principal, parties)) throw notFound();
  const rows = await selectReviews(db)
    .where(eq(contractorReviews.projectId, projectId))
    .orderBy(...newestFirst);
  return rows.map(toReview);
}

/** GET contractor-reviews/contractor/{id}/: a published agency's reviews, newest first. */
export async function contractorReviewsPage(
  db: Db,
  request: PageRequest,
  principal: Principal | null,
  contractorId: number,
  query: { page?: string; page_size?: string },
) {
  await visibleContractor(db, principal, contractorId);
  const win = pageWindow(query);
  const rows = await db
    .select({ ...columns, total: windowTotal() })
    .from(contractorReviews)
    .innerJoin(projects, eq(projects.id, contractorReviews.projectId))
    .innerJoin(companies, eq(companies.id, contractorReviews.companyId))
    .leftJoin(users, eq(users.id, contractorReviews.authorId))
    .where(eq(contractorReviews.contractorId, contractorId))
    .orderBy(...newestFirst)
    .limit(win.limit)
    .offset(win.offset);
  return pageFromWindowedRows(request, win, rows, ({ total: _, ...row }) => toReview(row));
}

/** GET …/average-scores/: per criterion, overall (the mean of a review's four scores), would-recommend share. */
export async function averageScores(
  db: Db,
  principal: Principal | null,
  contractorId: number,
): Promise<AverageScores> {
  await visibleContractor(db, principal, contractorId);
  const r = contractorReviews;
  const [row] = await db
    .select({
      count: count(),
      quality: avg(r.quality),
      deadlines: avg(r.deadlines),
      communication: avg(r.communication),
      value: avg(r.value),
      overall: sql<
        string | null
      >`avg((${r.quality} + ${r.deadlines} + ${r.communication} + ${r.value}) / 4.0)`,
      would_recommend: sql<string | null>`avg(case when ${r.wouldRecommend} then 1.0 else 0.0 end)`,
    })
    .from(r)
    .where(eq(r.contractorId, contractorId));
  return {
    contractor: contractorId,
    count: row!.count,
    quality: average(row!.quality),
    deadlines: average(row!.deadlines),
    communication: average(row!.communication),
    value: average(row!.value),
    overall: average(row!.overall),
    would_recommend: average(row!.would_recommend),
  };
}

/**
 * POST contractor-reviews/{id}/reply/: the reviewed agency answers once. The route asks for `editProfile`:
 * the reply is shown on the agency's public page, so it is written by whoever may change that page.
 */
export async function replyToReview(
  db: Db,
  principal: Principal,
  reviewId: number,
  text: string,
): Promise<ContractorReview> {
  const contractorId = principal.contractor?.contractorId ?? 0; // 0 matches no agency
  const own = and(
    eq(contractorReviews.id, reviewId),
    eq(contractorReviews.contractorId, contractorId),
  );
  const [existing] = await db
    .select({ id: contractorReviews.id })
    .from(contractorReviews)
    .where(own);
  if (!existing) throw notFound();
  // Only while there is none: of two replies at once, one is kept and the other hears so.
  const replied = await db
    .update(contractorReviews)
    .set({ reply: text, repliedAt: new Date() })
    .where(and(own, isNull(contractorReviews.reply)))
    .returning({ id: contractorReviews.id });
  if (replied.length === 0)
    throw validationError({ non_field_errors: [REVIEW_MESSAGES.replyExists] });
  return (await reviewWhere(db, eq(contractorReviews.id, reviewId)))!;
}
