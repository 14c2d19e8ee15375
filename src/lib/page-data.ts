import { dehydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { PAGE_DATA_ELEMENT_ID } from '../../contract/pages';
import { ApiError } from './api-error';

// The data a server-rendered page carries (a `<script type="application/json">`: data, never run, so the
// page's CSP stays without inline scripts): the router's state and the queries it was rendered with, so the
// browser renders exactly the same and fetches none of it again.

export type PageData = { router: HydrationState; queries: DehydratedState };

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The server's side: the queries a page was rendered with — those that succeeded, and those that answered
 * 404 (the page shows its not-found state for them, and the browser must show the same).
 */
export const dehydratePageQueries = (queryClient: QueryClient): DehydratedState =>
  dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || isMissing(query.state.error),
  });

/** The page's data when the server rendered it, else null (the client shell, or the worker's offline copy). */
export function readPageData(doc: Document = document): PageData | null {
  const text = doc.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return null;
  }
}

type StoredError = { name?: unknown; status?: unknown; data?: unknown };

/** A 404 came through JSON as a plain object: an ApiError again, as the components test for. */
const revive = (error: Error | null): Error | null => {
  const stored = error as StoredError | null;
  return stored?.name === 'ApiError' && typeof stored.status === 'number'
    ? new ApiError(stored.status, stored.data)
    : error;
};

/**
 * The browser's side: the page's queries into the empty cache before the first render, each with the state
 * the server rendered it in. (The query cache's own `build`, not TanStack's `hydrate`: a fresh page needs
 * none of what `hydrate` adds, and the first screen's code stays smaller.)
 */
export function hydratePageQueries(queryClient: QueryClient, { queries }: DehydratedState): void {
  const cache = queryClient.getQueryCache();
  for (const { queryKey, queryHash, meta, state } of queries) {
    cache.build(
      queryClient,
      { queryKey, queryHash, meta },
      {
        ...state,
        error: revive(state.error),
        fetchFailureReason: revive(state.fetchFailureReason),
        fetchStatus: 'idle',
      },
    );
  }
}
