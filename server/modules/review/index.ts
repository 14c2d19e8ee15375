import { modulePlugin } from '../../http/route-kit';
import { reviewRoutes } from './review.routes';

/** `/review/api`: reviews between a client company and an agency, and how clients ran their tenders. */
export const reviewModule = modulePlugin(reviewRoutes);

// The tender module's inbox shows a client's record; the public pages render an agency's reviews.
export { clientRecordOf } from './communications';
export { averageScores, contractorReviewsPage } from './contractor-reviews';
export { publicReviewsPage } from './public-reviews';
