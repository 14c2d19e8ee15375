import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { showErrorToast } from './toast';

// One set of query defaults. Spec §7: requests are never retried.
export type AppQueryMeta = {
  /** The caller shows the error itself (e.g. a 404 page): no toast. */
  silentError?: boolean;
  /** Toast description when the error carries no data. */
  errorMessage?: string;
  /** false: never saved to IndexedDB (the persisted cache, lib/pwa/query-persistence). */
  persist?: false;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppQueryMeta;
    mutationMeta: AppQueryMeta;
  }
}

export const QUERY_STALE_TIME_MS = 60_000;
/** Queries are persisted for 7 days, so they stay in memory as long (else an unused one leaves the saved cache). */
export const PERSISTED_QUERIES_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

function reportError(error: unknown, meta: AppQueryMeta | undefined) {
  if (meta?.silentError) return;
  if (error instanceof ApiError && error.status === 401) return; // the user is being logged out
  showErrorToast(error, meta?.errorMessage);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => reportError(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) => reportError(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: PERSISTED_QUERIES_MAX_AGE_MS,
        // Offline, data already on screen (restored from IndexedDB) stays with its own time; a query with no
        // data still tries once, and the service worker may answer it from its cache.
        networkMode: 'offlineFirst',
        refetchOnMount: () => onlineManager.isOnline(),
      },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
