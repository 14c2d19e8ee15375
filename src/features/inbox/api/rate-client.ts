import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { clientReviewsQueryOptions } from './project-reviews';
import { inboxProjectQueryOptions } from './inbox-project';

export type ClientReviewInput = { project: number; rating: number; text?: string };
export type CommunicationInput = {
  project: number;
  brief_clarity: number;
  response_speed: number;
  feedback: number;
  text?: string;
};

/** POST /review/api/v1/client-reviews/ → the winner rates its client. */
export const rateClient = (review: ClientReviewInput) =>
  callApi(API.review.clientReviewCreate, { body: review });

/** POST /review/api/v1/communication-between-contractor-and-client/ → a candidate rates the tender. */
export const rateCommunication = (rating: CommunicationInput) =>
  callApi(API.review.communicationCreate, { body: rating });

const useRating = <T extends { project: number }>(send: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_result, input) =>
      Promise.all([
        queryClient.invalidateQueries({
          queryKey: inboxProjectQueryOptions(input.project).queryKey,
        }),
        // The written client review replaces its form.
        queryClient.invalidateQueries({
          queryKey: clientReviewsQueryOptions(input.project).queryKey,
        }),
      ]),
    meta: { silentError: true },
  });
};

export const useRateClient = () => useRating(rateClient);
export const useRateCommunication = () => useRating(rateCommunication);
