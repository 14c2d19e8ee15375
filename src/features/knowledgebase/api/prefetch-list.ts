import type { FaqAudience } from '../../../../contract/faq';
import { queryClient } from '../../../lib/react-query';
import { faqsQueryOptions } from './get-faqs';
import { faqListParams } from './list-params';

/** Starts the list's request beside the screen's code, where the screen would start it once rendered. */
export const prefetchFaqList = (url: URL, defaultAudience: FaqAudience) =>
  queryClient.prefetchQuery(faqsQueryOptions(faqListParams(url.searchParams, defaultAudience)));
