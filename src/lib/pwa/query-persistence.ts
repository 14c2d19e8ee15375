import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import type { Query, QueryClient } from '@tanstack/react-query';
import { PERSISTED_QUERIES_MAX_AGE_MS } from '../react-query';
import { BUILD_ID } from './build-info';
import { isWipePending, userDataGeneration } from './user-data-generation';

// TanStack Query's cache in IndexedDB (idb-keyval, async persister): a contractor on a bad network sees the
// last known data at once. One entry per user; a new build busts it; entries older than 7 days are dropped;
// logout wipes everything.

export { PERSISTED_QUERIES_MAX_AGE_MS };
export const PERSIST_THROTTLE_MS = 1000;
const DB_NAME = 'podryad';
const STORE_NAME = 'queries';
const KEY_PREFIX = 'podryad.queries.';

/** The IndexedDB key of a user's persisted queries (a guest's are kept apart from any user's). */
export const persistedQueriesKey = (userId: number | null): string =>
  `${KEY_PREFIX}${userId === null ? 'guest' : `user-${userId}`}`;

type StoredQuery = { state: { dataUpdatedAt: number } };
const isFresh = (updatedAt: number, now: number) =>
  updatedAt > 0 && now - updatedAt <= PERSISTED_QUERIES_MAX_AGE_MS;

/**
 * What is saved: queries with data fetched in the last 7 days that do not opt out (`meta.persist`). A query
 * whose refetch failed (offline) keeps its data, and so does its saved copy: dropping it would lose the
 * screen at the next reload offline.
 */
export const shouldPersistQuery = (query: Query, now: number = Date.now()): boolean =>
  query.state.data !== undefined &&
  (query.state.status === 'success' || query.state.status === 'error') &&
  query.meta?.persist !== false &&
  isFresh(query.state.dataUpdatedAt, now);

/** A failed refetch is saved as the data it kept: restored, the screen shows it, not the old failure. */
export function withLastData(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((query) =>
    query.state.status === 'error'
      ? { ...query, state: { ...query.state, status: 'success' as const, error: null } }
      : query,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}

/** On restore, entries that turned 7 days old since they were saved are dropped too. */
export function dropExpiredQueries(
  client: PersistedClient,
  now: number = Date.now(),
): PersistedClient {
  const queries = (client.clientState.queries as StoredQuery[]).filter((query) =>
    isFresh(query.state.dataUpdatedAt, now),
  );
  return {
    ...client,
    clientState: { ...client.clientState, queries } as typeof client.clientState,
  };
}

export type PersistStorage = {
  getItem: (key: string) => Promise<string | null | undefined>;
  setItem: (key: string, value: string) => Promise<unknown>;
  removeItem: (key: string) => Promise<unknown>;
  clear: () => Promise<unknown>;
};

let store: UseStore | undefined;
const idbStore = () => (store ??= createStore(DB_NAME, STORE_NAME));

/** idb-keyval, or nothing where IndexedDB is missing (tests in jsdom, some private modes). */
export const idbStorage = (): PersistStorage | null =>
  typeof indexedDB === 'undefined'
    ? null
    : {
        getItem: (key) => get<string>(key, idbStore()),
        setItem: (key, value) => set(key, value, idbStore()),
        removeItem: (key) => del(key, idbStore()),
        clear: () => clear(idbStore()),
      };

export function persistOptionsFor(
  queryClient: QueryClient,
  userId: number | null,
  storage: PersistStorage,
): PersistQueryClientOptions {
  // After a logout wipe, a save this persister scheduled before it (saves are throttled) is dropped.
  const createdIn = userDataGeneration();
  const persister = createAsyncStoragePersister({
    key: persistedQueriesKey(userId),
    throttleTime: PERSIST_THROTTLE_MS,
    storage: {
      getItem: async (key) => (await storage.getItem(key)) ?? null,
      setItem: async (key, value) => {
        if (createdIn === userDataGeneration()) await storage.setItem(key, value);
      },
      removeItem: async (key) => {
        await storage.removeItem(key);
      },
    },
    serialize: (client) => JSON.stringify(withLastData(client)),
    deserialize: (stored) => dropExpiredQueries(JSON.parse(stored) as PersistedClient),
  });
  return {
    queryClient,
    persister,
    maxAge: PERSISTED_QUERIES_MAX_AGE_MS,
    buster: BUILD_ID,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => shouldPersistQuery(query),
      shouldDehydrateMutation: () => false, // a paused mutation cannot resume after a reload
    },
  };
}

/**
 * Restores the user's saved queries into the client, then saves it on every change; resolves to the
 * function that stops saving. Nothing is restored or saved where IndexedDB is missing.
 */
export async function restoreAndPersist(
  queryClient: QueryClient,
  userId: number | null,
  storage: PersistStorage | null = idbStorage(),
): Promise<() => void> {
  if (!storage) return () => undefined;
  // An unfinished logout wipe (its page was left too soon): nothing of the last user comes back.
  if (isWipePending()) await wipePersistedQueries(storage);
  const options = persistOptionsFor(queryClient, userId, storage);
  await persistQueryClientRestore(options).catch(() => undefined); // unreadable: it was removed, start empty
  // Saving on changes starts before the save below, not after it: a screen's prefetch that answers while
  // that save is written would otherwise change nothing more and never be saved.
  const stopSaving = persistQueryClientSubscribe(options);
  // A server-rendered page's data came into the cache before any saving began, and no change of it would
  // save it: saved once now, so the page opens offline too.
  if (queryClient.getQueryCache().getAll().length > 0)
    await persistQueryClientSave(options).catch(() => undefined);
  return stopSaving;
}

/** Logout: every persisted query of every user goes. */
export async function wipePersistedQueries(storage: PersistStorage | null = idbStorage()) {
  await storage?.clear();
}
