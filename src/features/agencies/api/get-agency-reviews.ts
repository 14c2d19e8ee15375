import { queryOptions } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

// An agency's reviews on its public page: its clients' reviews with their averages, and companies'
// testimonials. `viewer`: null for the public page (what the server renders); an agency member's id when it
// looks at its own unpublished profile, which only it may read — its answer is kept under its own key.

/** Reviews shown on the page: the newest of each kind. */
export const AGENCY_REVIEWS_SHOWN = 10;

const pageQuery = { page_size: AGENCY_REVIEWS_SHOWN };
/** What all of one agency's reviews in the cache share, whoever reads them: a new review makes them stale. */
export const agencyReviewsKey = (id: number) => ['contractors', 'reviews', id] as const;
const keyOf = (id: number, part: string, viewer: number | null) =>
  [...agencyReviewsKey(id), part, viewer === null ? 'public' : `own:${viewer}`] as const;
// The page shows its own states; a missing agency stays missing when its page mounts again.
const quiet = { meta: { silentError: true }, retryOnMount: false } as const;

/** GET contractor-reviews/contractor/{id}/: the clients' reviews, newest first. */
export const agencyReviewsQueryOptions = (id: number, viewer: number | null = null) =>
  queryOptions({
    queryKey: keyOf(id, 'clients', viewer),
    queryFn: ({ signal }) =>
      callApi(API.review.contractorReviewsOfContractor, {
        params: { id },
        query: pageQuery,
        signal,
      }),
    ...quiet,
  });

/** GET contractor-reviews/contractor/{id}/average-scores/. */
export const agencyScoresQueryOptions = (id: number, viewer: number | null = null) =>
  queryOptions({
    queryKey: keyOf(id, 'scores', viewer),
    queryFn: ({ signal }) =>
      callApi(API.review.contractorAverageScores, { params: { id }, signal }),
    ...quiet,
  });

/** GET public-reviews/by-contractor/{id}/: companies' testimonials, newest first. */
export const agencyTestimonialsQueryOptions = (id: number, viewer: number | null = null) =>
  queryOptions({
    queryKey: keyOf(id, 'testimonials', viewer),
    queryFn: ({ signal }) =>
      callApi(API.review.publicReviewsByContractor, { params: { id }, query: pageQuery, signal }),
    ...quiet,
  });
