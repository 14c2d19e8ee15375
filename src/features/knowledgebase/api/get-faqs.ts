import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FaqAudience } from '../../../../contract/faq';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

export type FaqListParams = { page?: number; audience?: FaqAudience; search?: string };

/** GET /faq/api/v1/faqs/?page&audience&search → a DRF page of articles. */
export const getFaqs = (params: FaqListParams, signal?: AbortSignal) =>
  callApi(API.faq.faqs, { query: params, signal });

export const faqsQueryOptions = (params: FaqListParams) =>
  queryOptions({
    queryKey: ['faqs', 'list', params],
    queryFn: ({ signal }) => getFaqs(params, signal),
    meta: { errorMessage: 'Не удалось загрузить базу знаний' },
  });

/** Keeps the previous page on screen while the next one loads (tabs, search, pagination). */
export const useFaqs = (params: FaqListParams) =>
  useQuery({ ...faqsQueryOptions(params), placeholderData: keepPreviousData });
