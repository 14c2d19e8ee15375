import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';

export const RANKING_PAGE_SIZE = 20;

/**
 * GET /contractor/api/projects/{id}/dynamic-contractor/?use_cache=true → one page of the ranking; with
 * `favouritesOnly`, of the project's favourites alone (`favourites_only=true`).
 */
export const getRanking = (
  project: number,
  page: number,
  pageSize: number,
  favouritesOnly = false,
  signal?: AbortSignal,
) =>
  callApi(API.contractor.projectRanking, {
    params: { id: project },
    query: {
      use_cache: true,
      page,
      page_size: pageSize,
      ...(favouritesOnly && { favourites_only: true }),
    },
    signal,
  });

/** The ranking's page a URL's query names (`?page=`), 1 when absent or not a page. */
export const rankingPageOf = (query: URLSearchParams) =>
  Math.max(1, Number(query.get('page')) || 1);

/** The URL's switch «Только избранные» (`?favourites=1`), kept in the URL so that a reload keeps it. */
export const FAVOURITES_PARAM = 'favourites';
export const favouritesOnlyOf = (query: URLSearchParams) => query.get(FAVOURITES_PARAM) === '1';

/** What every page of a project's ranking (and its similar agencies) shares: a change invalidates them all. */
export const projectRankingKey = (project: number) => ['ranking', project] as const;

export const rankingQueryOptions = (
  project: number,
  page = 1,
  pageSize = RANKING_PAGE_SIZE,
  favouritesOnly = false,
) =>
  queryOptions({
    queryKey: [...projectRankingKey(project), page, pageSize, favouritesOnly],
    // Shown at once from the saved cache, always read again: a change made a moment ago may not be saved yet.
    staleTime: 0,
    queryFn: ({ signal }) => getRanking(project, page, pageSize, favouritesOnly, signal),
    meta: { silentError: true },
  });

export const useRanking = (project: number, page = 1, favouritesOnly = false) =>
  useQuery({
    ...rankingQueryOptions(project, page, RANKING_PAGE_SIZE, favouritesOnly),
    placeholderData: keepPreviousData,
  });

/** How many agencies match: the ranking's `count` from its smallest page. */
export const useMatchCount = (project: number) =>
  useQuery({ ...rankingQueryOptions(project, 1, 1), select: (page) => page.count });
