import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

// The project's reviews as the agency party reads them: the client's of the agency, and the agency's of the client.

/** GET /review/api/v1/contractor-reviews/by-project/{id}/ → the client's review of the agency (a list). */
export const contractorReviewsQueryOptions = (project: number) =>
  queryOptions({
    queryKey: ['reviews', 'contractor', 'by-project', project],
    queryFn: ({ signal }) =>
      callApi(API.review.contractorReviewsByProject, { params: { id: project }, signal }),
    // The section says so itself, with a retry.
    meta: { silentError: true },
  });

/** GET /review/api/v1/client-reviews/by-project/{id}/ → the agency's review of its client (a list). */
export const clientReviewsQueryOptions = (project: number) =>
  queryOptions({
    queryKey: ['reviews', 'client', 'by-project', project],
    queryFn: ({ signal }) =>
      callApi(API.review.clientReviewsByProject, { params: { id: project }, signal }),
    // Unread, the form shows: the server refuses a second review in words.
    meta: { silentError: true },
  });

export const useContractorReviews = (project: number) =>
  useQuery(contractorReviewsQueryOptions(project));
export const useClientReviews = (project: number, enabled = true) =>
  useQuery({ ...clientReviewsQueryOptions(project), enabled });

/** POST /review/api/v1/contractor-reviews/{id}/reply/ → the agency's one public reply; then read again. */
export function useReplyToReview(project: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ review, text }: { review: number; text: string }) =>
      callApi(API.review.contractorReviewReply, { params: { id: review }, body: { text } }),
    meta: { silentError: true },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: contractorReviewsQueryOptions(project).queryKey,
      }),
  });
}
