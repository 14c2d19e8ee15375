import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type PersistedClient,
} from '@tanstack/query-persist-client-core';
import { BUILD_ID } from '../../src/lib/pwa/build-info';
import {
  dropExpiredQueries,
  persistedQueriesKey,
  persistOptionsFor,
  PERSIST_THROTTLE_MS,
  PERSISTED_QUERIES_MAX_AGE_MS,
  restoreAndPersist,
  type PersistStorage,
} from '../../src/lib/pwa/query-persistence';
import { wipeUserData } from '../../src/lib/pwa/user-data';

const DAY_MS = 24 * 60 * 60 * 1000;

const memoryStorage = () => {
  const items = new Map<string, string>();
  const storage: PersistStorage = {
    getItem: (key) => Promise.resolve(items.get(key) ?? null),
    setItem: (key, value) => Promise.resolve(items.set(key, value)),
    removeItem: (key) => Promise.resolve(items.delete(key)),
    clear: () => Promise.resolve(items.clear()),
  };
  return { items, storage };
};

const clients: QueryClient[] = [];
const newClient = () => {
  const client = new QueryClient({ defaultOptions: { queries: { gcTime: Infinity } } });
  clients.push(client);
  return client;
};
afterEach(() => clients.splice(0).forEach((client) => client.clear()));

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('persisted queries', () => {
  it("are kept per user, apart from a guest's", () => {
    expect(persistedQueriesKey(42)).toBe('podryad.queries.user-42');
    expect(persistedQueriesKey(7)).not.toBe(persistedQueriesKey(42));
    expect(persistedQueriesKey(null)).toBe('podryad.queries.guest');
  });

  it('live 7 days and are busted by the build id', () => {
    const options = persistOptionsFor(newClient(), 42, memoryStorage().storage);
    expect(PERSISTED_QUERIES_MAX_AGE_MS).toBe(7 * DAY_MS);
    expect(options.maxAge).toBe(7 * DAY_MS);
    expect(options.buster).toBe(BUILD_ID);
  });

  it("round-trip a user's successful queries, not failed ones nor opted-out ones", async () => {
    const { items, storage } = memoryStorage();
    const online = newClient();
    online.setQueryData(['faqs', 'list'], { count: 1 });
    await online.prefetchQuery({
      queryKey: ['secret'],
      queryFn: () => 'x',
      meta: { persist: false },
    });
    await online.prefetchQuery({
      queryKey: ['broken'],
      queryFn: () => Promise.reject(new Error('offline')),
    });
    await persistQueryClientSave(persistOptionsFor(online, 42, storage));
    await settle(10);
    expect([...items.keys()]).toEqual(['podryad.queries.user-42']);

    const offline = newClient();
    await persistQueryClientRestore(persistOptionsFor(offline, 42, storage));
    expect(offline.getQueryData(['faqs', 'list'])).toEqual({ count: 1 });
    expect(offline.getQueryData(['secret'])).toBeUndefined();
    expect(offline.getQueryState(['broken'])).toBeUndefined();

    const otherUser = newClient();
    await persistQueryClientRestore(persistOptionsFor(otherUser, 7, storage));
    expect(otherUser.getQueryData(['faqs', 'list'])).toBeUndefined();
  });

  it('a query whose refetch failed offline is saved with the data it kept, as a success', async () => {
    const { storage } = memoryStorage();
    const online = newClient();
    await online.prefetchQuery({ queryKey: ['project', 13], queryFn: () => ({ title: 'Тендер' }) });
    await online
      .fetchQuery({
        queryKey: ['project', 13],
        queryFn: () => Promise.reject(new Error('offline')),
        staleTime: 0,
      })
      .catch(() => undefined);
    expect(online.getQueryState(['project', 13])?.status).toBe('error');
    await persistQueryClientSave(persistOptionsFor(online, 42, storage));
    await settle(10);

    const reloaded = newClient();
    await persistQueryClientRestore(persistOptionsFor(reloaded, 42, storage));
    expect(reloaded.getQueryData(['project', 13])).toEqual({ title: 'Тендер' });
    expect(reloaded.getQueryState(['project', 13])?.status).toBe('success');
  });

  it('a cache saved by another build is thrown away', async () => {
    const { items, storage } = memoryStorage();
    const saved: PersistedClient = {
      timestamp: Date.now(),
      buster: 'an-older-build',
      clientState: { mutations: [], queries: [] },
    };
    items.set(persistedQueriesKey(42), JSON.stringify(saved));
    await persistQueryClientRestore(persistOptionsFor(newClient(), 42, storage));
    expect(items.size).toBe(0);
  });

  it('entries older than 7 days are dropped, the rest kept', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    const query = (key: string, dataUpdatedAt: number) =>
      ({ queryKey: [key], queryHash: key, state: { dataUpdatedAt, data: key } }) as never;
    const client: PersistedClient = {
      timestamp: now,
      buster: BUILD_ID,
      clientState: {
        mutations: [],
        queries: [query('fresh', now - 6 * DAY_MS), query('old', now - 7 * DAY_MS - 1)],
      },
    };
    const kept = dropExpiredQueries(client, now).clientState.queries.map((q) => q.queryHash);
    expect(kept).toEqual(['fresh']);
  });

  it('data in the cache before saving starts (a server-rendered page’s) is saved at once', async () => {
    const { items, storage } = memoryStorage();
    const client = newClient();
    client.setQueryData(['faqs', 'detail', 1], { question: 'Как создать проект?' });
    const stopSaving = await restoreAndPersist(client, null, storage);
    stopSaving();
    expect(items.get('podryad.queries.guest')).toContain('Как создать проект?');
  });

  it('a query that succeeds while the first save is being written is saved too', async () => {
    const { items, storage } = memoryStorage();
    let finishWrite = () => {};
    const slowStorage: PersistStorage = {
      ...storage,
      setItem: (key, value) =>
        new Promise((resolve) => {
          finishWrite = () => resolve(items.set(key, value));
        }),
    };
    const client = newClient();
    let answer = (_: unknown) => {};
    // A screen's prefetch, still on its way when saving starts.
    void client.prefetchQuery({
      queryKey: ['notifications'],
      queryFn: () => new Promise((resolve) => (answer = resolve)),
    });
    const started = restoreAndPersist(client, 42, slowStorage);
    await settle(10);
    answer({ title: 'Приглашение отклонено' }); // arrives while the first save is written
    finishWrite();
    const stopSaving = await started;
    await settle(PERSIST_THROTTLE_MS + 200);
    finishWrite();
    await settle(10);
    stopSaving();
    expect(items.get('podryad.queries.user-42')).toContain('Приглашение отклонено');
  });

  it("logout wipes every user's entry and drops a save already scheduled", async () => {
    const { items, storage } = memoryStorage();
    const client = newClient();
    const stopSaving = await restoreAndPersist(client, 42, storage);
    client.setQueryData(['me'], { email: 'agency@podryad.example' });
    await settle(10);
    expect(items.has('podryad.queries.user-42')).toBe(true);

    client.setQueryData(['me'], { email: 'changed@podryad.example' }); // throttled: saved later
    items.clear(); // what the wipe does to IndexedDB
    await wipeUserData();
    await settle(PERSIST_THROTTLE_MS + 200);
    stopSaving();
    expect(items.size).toBe(0);
  });
});
