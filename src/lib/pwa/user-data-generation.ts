// Apart from user-data.ts (which loads query-persistence lazily), so that the two share this state
// without importing each other.
let generation = 0;

/** Bumped by every logout wipe: a persisted-query save scheduled before it is dropped (query-persistence). */
export const userDataGeneration = (): number => generation;

export function nextUserDataGeneration(): void {
  generation += 1;
}

// A logout's wipe takes a moment (IndexedDB, caches); a page closed or left right after would cut it short
// and the next start would restore the last user's data. So the wipe is marked pending, synchronously,
// until it is done, and a start that finds the mark finishes it before restoring anything.
const WIPE_PENDING_KEY = 'podryad.wipe-pending';

function withLocalStorage<T>(apply: (storage: Storage) => T, fallback: T): T {
  try {
    return typeof localStorage === 'undefined' ? fallback : apply(localStorage);
  } catch {
    return fallback; // storage blocked (some private modes): nothing to mark, nothing to finish
  }
}

export const markWipePending = (): void =>
  withLocalStorage((storage) => storage.setItem(WIPE_PENDING_KEY, '1'), undefined);
export const isWipePending = (): boolean =>
  withLocalStorage((storage) => storage.getItem(WIPE_PENDING_KEY) !== null, false);
export const clearWipePending = (): void =>
  withLocalStorage((storage) => storage.removeItem(WIPE_PENDING_KEY), undefined);
