import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { PAGE_DATA_ELEMENT_ID } from '../../contract/pages';
import { ApiError } from './api-error';

// The data a server-rendered page carries (a `<script type="application/json">`: data, never run, so the
// page's CSP stays without inline scripts): the router's state and the queries it was rendered with, so the
// browser renders exactly the same and fetches none of it again.

export type PageData = { router: HydrationState; queries: DehydratedState };

const isMissing = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The queries a page was rendered with: those that succeeded, and those that answered 404 (the page shows its
 * not-found state for them, and the browser must show the same).
 */
export const dehydratePageQueries = (queryClient: QueryClient): DehydratedState =>
  dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' || isMissing(query.state.error),
  });

type StoredError = { name?: unknown; status?: unknown; data?: unknown };

/** A 404 came through JSON as a plain object: an ApiError again, as the components test for. */
const revive = (error: Error | null): Error | null => {
  const stored = error as StoredError | null;
  return stored?.name === 'ApiError' && typeof stored.status === 'number'
    ? new ApiError(stored.status, stored.data)
    : error;
};

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

/** Puts the page's queries into the client before its first render. */
export function hydratePageQueries(queryClient: QueryClient, state: DehydratedState): void {
  hydrate(queryClient, {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        error: revive(query.state.error),
        fetchFailureReason: revive(query.state.fetchFailureReason),
      },
    })),
  });
}
