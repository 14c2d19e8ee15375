import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { PAGE_SIZE_MAX } from '../../../../contract/page-size';
import { callApi } from '../../../lib/api-client';

/** GET /tender/api/v1/refusal-reason/ → the reasons a candidate is rejected for (a short list). */
export const refusalReasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['refusal-reasons'],
    staleTime: 60 * 60 * 1000,
    queryFn: ({ signal }) =>
      callApi(API.tender.refusalReasons, { query: { page_size: PAGE_SIZE_MAX }, signal }).then(
        (page) => page.results,
      ),
    meta: { errorMessage: 'Не удалось загрузить причины отказа' },
  });

export const useRefusalReasons = (enabled = true) =>
  useQuery({ ...refusalReasonsQueryOptions(), enabled });
