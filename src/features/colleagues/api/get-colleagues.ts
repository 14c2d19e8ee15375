import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { PAGE_SIZE_MAX } from '../../../../contract/page-size';
import { callApi } from '../../../lib/api-client';

/** GET /accounts/api/v1/company-accounts-colleagues/ → the company's people (one page holds them). */
export const getColleagues = (signal?: AbortSignal) =>
  callApi(API.accounts.colleagues, { query: { page_size: PAGE_SIZE_MAX }, signal });

export const colleaguesQueryOptions = () =>
  queryOptions({
    queryKey: ['accounts', 'colleagues'],
    queryFn: ({ signal }) => getColleagues(signal),
    meta: { errorMessage: 'Не удалось загрузить коллег' },
  });

export const useColleagues = (enabled = true) => useQuery({ ...colleaguesQueryOptions(), enabled });
