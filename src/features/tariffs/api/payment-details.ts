import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { PaymentDetailsInput } from '../../../../contract/tariffs';
import { callApi } from '../../../lib/api-client';

/** GET /plans/api/v1/payment-details/ → the saved requisites, or a draft from the agency (`saved: false`). */
export const paymentDetailsQueryOptions = () =>
  queryOptions({
    queryKey: ['plans', 'payment-details'],
    queryFn: ({ signal }) => callApi(API.plans.paymentDetails, { signal }),
    meta: { silentError: true },
  });

export const usePaymentDetails = () => useQuery(paymentDetailsQueryOptions());

/** POST /plans/api/v1/payment-details-create/ → the saved requisites, which replace the query's copy. */
export function useSavePaymentDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentDetailsInput) => callApi(API.plans.paymentDetailsCreate, { body }),
    onSuccess: (saved) => queryClient.setQueryData(paymentDetailsQueryOptions().queryKey, saved),
    // The form shows the server's refusal under its fields.
    meta: { silentError: true },
  });
}
