import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { PAGE_SIZE_MAX } from '../../../../contract/page-size';
import { callApi } from '../../../lib/api-client';

/** GET /tender/api/v1/refusal-reason/ → the reasons an agency may give for declining (one page holds them). */
export const getRefusalReasons = (signal?: AbortSignal) =>
  callApi(API.tender.refusalReasons, { query: { page_size: PAGE_SIZE_MAX }, signal }).then(
    (page) => page.results,
  );

export const refusalReasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['tender', 'refusal-reasons'],
    queryFn: ({ signal }) => getRefusalReasons(signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить причины отказа' },
  });

export const useRefusalReasons = () => useQuery(refusalReasonsQueryOptions());
