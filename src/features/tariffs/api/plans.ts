import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { PAGE_SIZE_MAX } from '../../../../contract/page-size';
import { callApi } from '../../../lib/api-client';

/** GET /plans/api/v1/plan/ → every plan (a handful: one page holds them), in the order they are compared. */
export const getPlans = (signal?: AbortSignal) =>
  callApi(API.plans.plans, { query: { page_size: PAGE_SIZE_MAX }, signal }).then(
    (page) => page.results,
  );

export const plansQueryOptions = () =>
  queryOptions({
    queryKey: ['plans', 'plans'],
    queryFn: ({ signal }) => getPlans(signal),
    // The screens say so themselves, with a retry.
    meta: { silentError: true },
  });

export const usePlans = () => useQuery(plansQueryOptions());
