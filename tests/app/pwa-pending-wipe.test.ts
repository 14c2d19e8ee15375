import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { BUILD_ID } from '../../src/lib/pwa/build-info';
import {
  persistedQueriesKey,
  restoreAndPersist,
  type PersistStorage,
} from '../../src/lib/pwa/query-persistence';
import { wipeUserData } from '../../src/lib/pwa/user-data';
import { isWipePending, markWipePending } from '../../src/lib/pwa/user-data-generation';

// A logout whose page was left before its wipe was done: the next start finishes the wipe first.

const savedOf = (email: string) =>
  JSON.stringify({
    buster: BUILD_ID,
    timestamp: Date.now(),
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: ['me'],
          queryHash: '["me"]',
          state: { data: { email }, status: 'success', dataUpdatedAt: Date.now() },
        },
      ],
    },
  });

const memoryStorage = (
  entries: Record<string, string>,
): PersistStorage & { size: () => number } => {
  const items = new Map(Object.entries(entries));
  return {
    size: () => items.size,
    getItem: (key) => Promise.resolve(items.get(key) ?? null),
    setItem: (key, value) => Promise.resolve(void items.set(key, value)),
    removeItem: (key) => Promise.resolve(void items.delete(key)),
    clear: () => Promise.resolve(items.clear()),
  };
};

afterEach(() => localStorage.clear());

describe('an unfinished logout wipe', () => {
  it('is finished before the next start restores anything', async () => {
    const storage = memoryStorage({ [persistedQueriesKey(42)]: savedOf('leader@x.example') });
    const restoredWithoutMark = new QueryClient();
    (await restoreAndPersist(restoredWithoutMark, 42, storage))();
    expect(restoredWithoutMark.getQueryData(['me'])).toEqual({ email: 'leader@x.example' });

    markWipePending(); // the logout page was closed right after the click
    const client = new QueryClient();
    const stopSaving = await restoreAndPersist(client, 42, storage);
    stopSaving();
    expect(client.getQueryData(['me'])).toBeUndefined();
    expect(storage.size()).toBe(0);
  });

  it('is marked from the start of a logout until its wipe is done', async () => {
    const wiping = wipeUserData();
    expect(isWipePending()).toBe(true);
    await wiping;
    expect(isWipePending()).toBe(false);
  });
});
