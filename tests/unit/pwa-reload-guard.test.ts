import { describe, expect, it, vi } from 'vitest';
import {
  chunkUrlOf,
  isChunkLoadError,
  reloadForChunkError,
  type ChunkRecoveryDeps,
} from '../../src/lib/pwa/chunk-error';
import { createReloadGuard, RELOAD_GUARD_MS } from '../../src/lib/pwa/reload-guard';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
};

describe('reload guard', () => {
  it('remembers a reload for 10 seconds', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    let now = 1_000_000;
    const storage = memoryStorage();
    const guard = createReloadGuard(storage, () => now);
    expect(guard.canReload()).toBe(true);
    expect(guard.claim()).toBe(true);

    // The reloaded page builds a new guard on the same session storage.
    const afterReload = createReloadGuard(storage, () => now);
    now += 9_999;
    expect(afterReload.canReload()).toBe(false);
    expect(afterReload.claim()).toBe(false);
    now += 1;
    expect(afterReload.canReload()).toBe(true);
    expect(afterReload.claim()).toBe(true);
    expect(afterReload.canReload()).toBe(false);
  });

  it('does not reload when the reload cannot be remembered (it could loop)', () => {
    const guard = createReloadGuard({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(guard.claim()).toBe(false);
  });
});

const chunkError = new TypeError(
  'Failed to fetch dynamically imported module: http://127.0.0.1:4173/assets/legal-CoSQGcj5.js',
);

describe('chunk-load errors', () => {
  it('recognises a failed lazy import or CSS preload and names the chunk', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(chunkUrlOf(chunkError)).toBe('http://127.0.0.1:4173/assets/legal-CoSQGcj5.js');
    const css = new Error('Unable to preload CSS for /assets/legal-Xns0UBiz.css');
    expect(isChunkLoadError(css)).toBe(true);
    expect(chunkUrlOf(css)).toBe('/assets/legal-Xns0UBiz.css');
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(chunkUrlOf(new TypeError('Importing a module script failed.'))).toBeNull();
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  const deps = (overrides: Partial<ChunkRecoveryDeps> = {}): ChunkRecoveryDeps => ({
    guard: createReloadGuard(memoryStorage(), () => 5_000_000),
    reload: vi.fn(),
    newerBuild: () => Promise.resolve(false),
    chunkGone: () => Promise.resolve(false),
    unsavedChanges: () => false,
    takeOver: () => Promise.resolve(),
    ...overrides,
  });

  it('reloads once when a newer build exists or the chunk is gone', async () => {
    const newer = deps({ newerBuild: () => Promise.resolve(true) });
    expect(await reloadForChunkError(chunkError, newer)).toBe(true);
    expect(newer.reload).toHaveBeenCalledOnce();
    // The same failure again within 10 s (the chunk is still missing): the error page, no loop.
    expect(await reloadForChunkError(chunkError, newer)).toBe(false);
    expect(newer.reload).toHaveBeenCalledOnce();

    const chunkGone = vi.fn(() => Promise.resolve(true));
    const gone = deps({ chunkGone });
    expect(await reloadForChunkError(chunkError, gone)).toBe(true);
    expect(chunkGone).toHaveBeenCalledWith('http://127.0.0.1:4173/assets/legal-CoSQGcj5.js');
  });

  it('shows the error page when the same build still has the chunk (e.g. offline)', async () => {
    const same = deps();
    expect(await reloadForChunkError(chunkError, same)).toBe(false);
    expect(same.reload).not.toHaveBeenCalled();
  });

  it('never reloads under a form with unsaved input, nor for other errors', async () => {
    const dirty = deps({ newerBuild: () => Promise.resolve(true), unsavedChanges: () => true });
    expect(await reloadForChunkError(chunkError, dirty)).toBe(false);
    expect(dirty.reload).not.toHaveBeenCalled();
    const other = deps({ newerBuild: () => Promise.resolve(true) });
    expect(await reloadForChunkError(new Error('boom'), other)).toBe(false);
    expect(other.reload).not.toHaveBeenCalled();
  });
});
