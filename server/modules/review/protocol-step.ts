import type { Db } from '../../db/client';
import { writeTenderEvents, type TenderEventRow } from '../../db/tender-events';

// A review left on a project is a step of its tender's protocol (`review_left`), written in the review's
// transaction. Through server/db: the tender module imports this one, so this one cannot import it.

/**
 * Which review: the client's of the agency's work, the agency's of its client, a candidate's of the
 * tender.
 */
export type ReviewKind = 'contractor' | 'client' | 'tender';

export const recordReview = (
  tx: Db,
  review: ReviewKind,
  step: Omit<TenderEventRow, 'kind' | 'details' | 'isPublic'>,
) => writeTenderEvents(tx, { ...step, kind: 'review_left', isPublic: false, details: { review } });
