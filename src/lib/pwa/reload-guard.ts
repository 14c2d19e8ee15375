// One automatic reload per 10 s: a chunk that stays missing after the reload must not loop.
export const RELOAD_GUARD_MS = 10_000;
const STORAGE_KEY = 'podryad.reload-guard';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type ReloadGuard = {
  /** Whether an automatic reload is allowed now. */
  canReload: () => boolean;
  /** Remembers a reload about to happen; false (and nothing remembered) while the guard holds. */
  claim: () => boolean;
};

const memory = new Map<string, string>();
const memoryStorage: GuardStorage = {
  getItem: (key) => memory.get(key) ?? null,
  setItem: (key, value) => void memory.set(key, value),
};

/** Session storage, or memory where it is blocked. */
function defaultStorage(): GuardStorage {
  try {
    return globalThis.sessionStorage ?? memoryStorage;
  } catch {
    return memoryStorage;
  }
}

export function createReloadGuard(
  storage: GuardStorage = defaultStorage(),
  now: () => number = Date.now,
): ReloadGuard {
  const lastReload = () => {
    try {
      return Number(storage.getItem(STORAGE_KEY)) || 0;
    } catch {
      return 0;
    }
  };
  const canReload = () => {
    const last = lastReload();
    // A timestamp in the future (clock changed) does not block forever.
    return last === 0 || now() - last >= RELOAD_GUARD_MS || last > now();
  };
  return {
    canReload,
    claim: () => {
      if (!canReload()) return false;
      try {
        storage.setItem(STORAGE_KEY, String(now()));
      } catch {
        return false; // a reload that cannot be remembered could loop: do not reload
      }
      return true;
    },
  };
}
