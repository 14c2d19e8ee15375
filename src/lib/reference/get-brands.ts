import { queryOptions } from '@tanstack/react-query';
import { API } from '../../../contract/api-paths';
import { callApi } from '../api-client';

const BRAND_SUGGESTIONS = 30;

/** GET /case/api/v1/brands/?search → the first brands whose name contains the text. */
export const getBrands = (search: string, signal?: AbortSignal) =>
  callApi(API.case.brands, {
    query: { search: search || undefined, page_size: BRAND_SUGGESTIONS },
    signal,
  }).then((page) => page.results);

export const brandsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ['brands', 'search', search],
    queryFn: ({ signal }) => getBrands(search, signal),
    staleTime: 60 * 60 * 1000,
    meta: { errorMessage: 'Не удалось загрузить бренды' },
  });
