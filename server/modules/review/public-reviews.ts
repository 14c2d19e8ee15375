import { and, desc, eq, sql } from 'drizzle-orm';
import { REVIEW_MESSAGES, type PublicReview } from '../../../contract/review';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  companies,
  contractors,
  projectClosings,
  projects,
  publicReviews,
  users,
} from '../../db/schema';
import { validationError } from '../../http/errors';
import { pageFromWindowedRows, pageWindow, type PageRequest } from '../../http/pagination';
import { missingPk } from '../../http/references';
import { windowTotal } from '../../http/sql';
import type { Principal } from '../auth';
import { visibleContractor } from '../contractor';

// Testimonials on an agency's public page from a client company's person, one per company and agency.
// «Проверенный» is read at display time: its company accepted this agency's work on a project here, before
// or after writing it. No notification: review_received names a project, and a testimonial has none.

/** Its company chose this agency as the winner of one of its projects here and accepted its work. */
const verified = sql<boolean>`exists (
  select 1 from ${projectClosings}
  join ${projects} on ${projects.id} = ${projectClosings.projectId}
  where ${projectClosings.kind} = 'winner'
    and ${projectClosings.contractorId} = ${publicReviews.contractorId}
    and ${projects.companyId} = ${publicReviews.companyId}
    and ${projects.status} in ('completed', 'closed') -- closed with a winner: before in_work existed
)`;

const columns = {
  id: publicReviews.id,
  contractor: publicReviews.contractorId,
  company_name: companies.name,
  author_name: publicReviews.authorName,
  author_position: publicReviews.authorPosition,
  rating: publicReviews.rating,
  text: publicReviews.text,
  verified,
  created_at: publicReviews.createdAt,
};

type Row = Omit<PublicReview, 'created_at'> & { created_at: Date };
const toReview = ({ created_at, ...row }: Row): PublicReview => ({
  ...row,
  created_at: created_at.toISOString(),
});

const selectReviews = (db: Db) =>
  db
    .select(columns)
    .from(publicReviews)
    .innerJoin(companies, eq(companies.id, publicReviews.companyId));

/** POST public-reviews/: a client with a company, about a published agency. */
export async function createPublicReview(
  db: Db,
  principal: Principal,
  body: { contractor: number; rating: number; text: string; author_position?: string },
): Promise<PublicReview> {
  const companyId = principal.company?.companyId;
  if (companyId === undefined)
    throw validationError({ non_field_errors: [REVIEW_MESSAGES.noCompany] });
  const [agency] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(and(eq(contractors.id, body.contractor), eq(contractors.isPublished, true)));
  // An unpublished agency is not public: it reads as absent, as on its page.
  if (!agency) throw validationError({ contractor: [missingPk(body.contractor)] });
  const [author] = await db
    .select({ first: users.firstName, last: users.lastName })
    .from(users)
    .where(eq(users.id, principal.id));
  try {
    const [created] = await db
      .insert(publicReviews)
      .values({
        contractorId: body.contractor,
        companyId,
        authorId: principal.id,
        authorName: `${author!.first} ${author!.last}`.trim(),
        authorPosition: body.author_position ?? '',
        rating: body.rating,
        text: body.text,
      })
      .returning({ id: publicReviews.id });
    const [row] = await selectReviews(db).where(eq(publicReviews.id, created!.id));
    return toReview(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'public_reviews_contractor_company_uq'))
      throw validationError({ non_field_errors: [REVIEW_MESSAGES.publicDuplicate] });
    throw error;
  }
}

/** GET public-reviews/by-contractor/{id}/: a published agency's testimonials, newest first. */
export async function publicReviewsPage(
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
    .from(publicReviews)
    .innerJoin(companies, eq(companies.id, publicReviews.companyId))
    .where(eq(publicReviews.contractorId, contractorId))
    .orderBy(desc(publicReviews.createdAt), desc(publicReviews.id))
    .limit(win.limit)
    .offset(win.offset);
  return pageFromWindowedRows(request, win, rows, ({ total: _, ...row }) => toReview(row));
}
