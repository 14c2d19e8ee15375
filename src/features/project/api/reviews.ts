import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { ContractorReviewCreate } from '../../../../contract/review';
import { callApi } from '../../../lib/api-client';

/** GET /review/api/v1/contractor-reviews/by-project/{id}/ → the client's review of the project's agency. */
export const contractorReviewsQueryOptions = (project: number) =>
  queryOptions({
    queryKey: ['reviews', 'contractor', 'by-project', project],
    staleTime: 0,
    queryFn: ({ signal }) =>
      callApi(API.review.contractorReviewsByProject, { params: { id: project }, signal }),
    meta: { errorMessage: 'Не удалось загрузить отзыв' },
  });

export const useContractorReviews = (project: number, enabled = true) =>
  useQuery({ ...contractorReviewsQueryOptions(project), enabled });

/** POST /review/api/v1/contractor-reviews/: the client rates the agency that did the project. */
export function useCreateContractorReview(project: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractorReviewCreate) =>
      callApi(API.review.contractorReviewCreate, { body }),
    meta: { silentError: true },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: contractorReviewsQueryOptions(project).queryKey,
      }),
  });
}
