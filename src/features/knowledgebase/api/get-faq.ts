import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

/** GET /faq/api/v1/faqs/{id}/ → one article. */
export const getFaq = (id: number, signal?: AbortSignal) =>
  callApi(API.faq.faq, { params: { id }, signal });

export const faqQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['faqs', 'detail', id],
    queryFn: ({ signal }) => getFaq(id, signal),
    // The page shows its own error state: a 404 is the not-found page, not a toast.
    meta: { silentError: true },
    // A failed article stays as it failed when its page mounts again: a missing one is the not-found page
    // at once (the server rendered it so, and hydration shows the same), a failed load asks for a reload.
    retryOnMount: false,
  });

export const useFaq = (id: number) => useQuery(faqQueryOptions(id));
