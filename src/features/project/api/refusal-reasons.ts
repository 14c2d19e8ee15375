import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { PAGE_SIZE_MAX } from '../../../../contract/page-size';
import { callApi } from '../../../lib/api-client';

/** GET /tender/api/v1/refusal-reason/?side=client → the client's reasons to reject a proposal (a short list). */
export const refusalReasonsQueryOptions = () =>
  queryOptions({
    queryKey: ['tender', 'refusal-reasons', 'client'],
    staleTime: 60 * 60 * 1000,
    queryFn: ({ signal }) =>
      callApi(API.tender.refusalReasons, {
        query: { page_size: PAGE_SIZE_MAX, side: 'client' },
        signal,
      }).then((page) => page.results),
    meta: { errorMessage: 'Не удалось загрузить причины отказа' },
  });

export const useRefusalReasons = (enabled = true) =>
  useQuery({ ...refusalReasonsQueryOptions(), enabled });
