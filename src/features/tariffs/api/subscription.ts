import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { withServedAt } from '../../../lib/pwa/served-at';

/** GET /plans/api/v1/subscription/ → the agency's plan in force, its paid periods, usage and invoices. */
export const getSubscription = (signal?: AbortSignal) =>
  withServedAt((onHeaders) => callApi(API.plans.subscription, { signal, onHeaders }));

export const subscriptionQueryKey = ['plans', 'subscription'] as const;

export const subscriptionQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionQueryKey,
    queryFn: ({ signal }) => getSubscription(signal),
    meta: { silentError: true },
  });

export const useSubscription = () => useQuery(subscriptionQueryOptions());
