import { queryOptions, useQuery } from '@tanstack/react-query';
import { faq } from '../../../../contract/faq';
import { apiRequest } from '../../../lib/api-client';

/** GET /faq/api/v1/faqs/{id}/ → one article. */
export const getFaq = (id: number, signal?: AbortSignal) =>
  apiRequest(`/faq/api/v1/faqs/${id}/`, { schema: faq, signal });

export const faqQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['faqs', 'detail', id],
    queryFn: ({ signal }) => getFaq(id, signal),
    // The page shows its own error state: a 404 is the not-found page, not a toast.
    meta: { silentError: true },
  });

export const useFaq = (id: number) => useQuery(faqQueryOptions(id));
