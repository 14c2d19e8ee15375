import { desc, eq } from 'drizzle-orm';
import { REVIEW_MESSAGES, type ClientReview } from '../../../contract/review';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { clientReviews, contractors } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import type { Principal } from '../auth';
import { agencysCompletedProject, isParty, projectParties } from './parties';
import { recordReview } from './protocol-step';

// The agency's review of the client whose project it did, once the client accepted the work. No
// notification: the events of contract/notification-events.ts have none for a client being reviewed.

const columns = {
  id: clientReviews.id,
  project: clientReviews.projectId,
  contractor: clientReviews.contractorId,
  contractor_name: contractors.name,
  company: clientReviews.companyId,
  rating: clientReviews.rating,
  text: clientReviews.text,
  created_at: clientReviews.createdAt,
};

const selectReviews = (db: Db) =>
  db
    .select(columns)
    .from(clientReviews)
    .innerJoin(contractors, eq(contractors.id, clientReviews.contractorId));

const toReview = ({
  created_at,
  ...row
}: Omit<ClientReview, 'created_at'> & { created_at: Date }) => ({
  ...row,
  created_at: created_at.toISOString(),
});

/** POST client-reviews/: the winner agency, once per project, with the protocol's `review_left`. */
export async function createClientReview(
  db: Db,
  principal: Principal,
  body: { project: number; rating: number; text?: string },
  now: Date,
): Promise<ClientReview> {
  const contractorId = principal.contractor!.contractorId; // behind an agency right
  const project = await agencysCompletedProject(db, contractorId, body.project);
  try {
    const id = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(clientReviews)
        .values({
          projectId: project.id,
          contractorId,
          companyId: project.companyId,
          authorId: principal.id,
          rating: body.rating,
          text: body.text ?? '',
        })
        .returning({ id: clientReviews.id });
      await recordReview(tx, 'client', {
        projectId: project.id,
        at: now,
        side: 'agency',
        userId: principal.id,
        contractorId,
      });
      return created!.id;
    });
    const [row] = await selectReviews(db).where(eq(clientReviews.id, id));
    return toReview(row!);
  } catch (error) {
    if (isUniqueViolation(error, 'client_reviews_project_contractor_uq'))
      throw validationError({ non_field_errors: [REVIEW_MESSAGES.duplicate] });
    throw error;
  }
}

/** GET client-reviews/by-project/{id}/: for both parties of the project. */
export async function projectClientReviews(
  db: Db,
  principal: Principal,
  projectId: number,
): Promise<ClientReview[]> {
  const parties = await projectParties(db, projectId);
  if (!parties || !isParty(principal, parties)) throw notFound();
  const rows = await selectReviews(db)
    .where(eq(clientReviews.projectId, projectId))
    .orderBy(desc(clientReviews.createdAt), desc(clientReviews.id));
  return rows.map(toReview);
}
