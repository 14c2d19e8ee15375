import type { FaqAudience } from '../../../../contract/faq';
import type { FaqListParams } from './get-faqs';

export type FaqListChoice = FaqListParams & { audience: FaqAudience; page: number };

/**
 * The list's choice, read from the URL: one reading for the list component, the server's render and the
 * panel's prefetch, so they all ask for the same query key.
 */
export function faqListParams(
  search: URLSearchParams,
  defaultAudience: FaqAudience,
): FaqListChoice {
  const audienceParam = search.get('audience');
  const audience: FaqAudience =
    audienceParam === 'client' || audienceParam === 'contractor' ? audienceParam : defaultAudience;
  const text = search.get('search')?.trim() ?? '';
  const page = Math.max(1, Number(search.get('page')) || 1);
  return { audience, search: text || undefined, page };
}
