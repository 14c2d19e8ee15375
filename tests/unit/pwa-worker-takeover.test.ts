import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SW_MESSAGE } from '../../contract/worker-protocol';
import { reloadForChunkError, type ChunkRecoveryDeps } from '../../src/lib/pwa/chunk-error';
import { createReloadGuard } from '../../src/lib/pwa/reload-guard';
import {
  INSTALL_TIMEOUT_MS,
  TAKEOVER_TIMEOUT_MS,
  takeOverWithNewWorker,
  type WorkerContainer,
} from '../../src/lib/pwa/worker-takeover';

// Before a chunk error's reload the new build's worker takes over the page, within bounds, and the page
// reloads once.

class FakeWorker extends EventTarget {
  posted: unknown[] = [];
  constructor(
    public state: ServiceWorkerState,
    private readonly onMessage: () => void = () => {},
  ) {
    super();
  }
  postMessage(message: unknown) {
    this.posted.push(message);
    this.onMessage();
  }
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeContainer extends EventTarget {
  controller: object | null = {};
  registration = {
    waiting: null as FakeWorker | null,
    installing: null as FakeWorker | null,
    update: vi.fn(() => Promise.resolve()),
  };
  getRegistration = vi.fn(() => Promise.resolve(this.registration));
  /** A worker that activates on SKIP_WAITING after `delayMs` (or never), as sw/update.ts does. */
  worker(state: ServiceWorkerState, delayMs: number | null = 50) {
    return new FakeWorker(state, () => {
      if (delayMs !== null)
        setTimeout(() => this.dispatchEvent(new Event('controllerchange')), delayMs);
    });
  }
  asContainer = () => this as unknown as WorkerContainer;
}

const SKIP_WAITING = { type: SW_MESSAGE.skipWaiting };

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-02T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the new worker takes over', () => {
  it('a waiting worker is told to skip waiting; done at controllerchange', async () => {
    const container = new FakeContainer();
    const waiting = container.worker('installed', 300);
    container.registration.waiting = waiting;
    let outcome: string | undefined;
    void takeOverWithNewWorker(container.asContainer()).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(299);
    expect(waiting.posted).toEqual([SKIP_WAITING]);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('switched');
    expect(container.registration.update).not.toHaveBeenCalled();
  });

  it('with none waiting, asks for an update and waits for its install first', async () => {
    const container = new FakeContainer();
    const next = container.worker('installing');
    container.registration.update.mockImplementation(() => {
      container.registration.installing = next;
      setTimeout(() => next.become('installed'), 4000); // the new shell downloads
      return Promise.resolve();
    });
    let outcome: string | undefined;
    void takeOverWithNewWorker(container.asContainer()).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(3999);
    expect(container.registration.update).toHaveBeenCalledOnce();
    expect(next.posted).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(next.posted).toEqual([SKIP_WAITING]);
    await vi.advanceTimersByTimeAsync(50);
    expect(outcome).toBe('switched');
  });

  it('gives up at the bounds: an install that never ends, a worker that never takes over', async () => {
    const stuck = new FakeContainer();
    stuck.registration.installing = stuck.worker('installing');
    let outcome: string | undefined;
    void takeOverWithNewWorker(stuck.asContainer()).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(INSTALL_TIMEOUT_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timeout');

    const silent = new FakeContainer();
    silent.registration.waiting = silent.worker('installed', null);
    outcome = undefined;
    void takeOverWithNewWorker(silent.asContainer()).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(TAKEOVER_TIMEOUT_MS - 1);
    expect(silent.registration.waiting.posted).toEqual([SKIP_WAITING]);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toBe('timeout');
  });

  it('nothing to wait for: no worker controls the page, or no newer worker exists', async () => {
    const uncontrolled = new FakeContainer();
    uncontrolled.controller = null;
    expect(await takeOverWithNewWorker(uncontrolled.asContainer())).toBe('none');
    expect(await takeOverWithNewWorker(null)).toBe('none');
    const current = new FakeContainer(); // update() finds the same worker script
    expect(await takeOverWithNewWorker(current.asContainer())).toBe('none');
    expect(current.registration.update).toHaveBeenCalledOnce();
  });
});

describe('a chunk error on an old build', () => {
  const chunkError = new TypeError(
    'Failed to fetch dynamically imported module: http://127.0.0.1:4210/assets/performers-about-Dk2.js',
  );
  const storage = new Map<string, string>();
  const deps = (container: FakeContainer): ChunkRecoveryDeps => ({
    guard: createReloadGuard(
      { getItem: (k) => storage.get(k) ?? null, setItem: (k, v) => void storage.set(k, v) },
      () => Date.now(),
    ),
    reload: vi.fn(),
    newerBuild: () => Promise.resolve(true),
    chunkGone: () => Promise.resolve(true),
    unsavedChanges: () => false,
    takeOver: () => takeOverWithNewWorker(container.asContainer()),
  });

  it('reloads only after controllerchange, and only once', async () => {
    storage.clear();
    const container = new FakeContainer();
    container.registration.waiting = container.worker('installed', 800);
    const first = deps(container);
    const recovering = reloadForChunkError(chunkError, first);
    await vi.advanceTimersByTimeAsync(799);
    expect(first.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await recovering).toBe(true);
    expect(first.reload).toHaveBeenCalledOnce();

    // The reloaded page (same session) fails again at once: no second reload.
    const again = deps(container);
    expect(await reloadForChunkError(chunkError, again)).toBe(false);
    expect(again.reload).not.toHaveBeenCalled();
  });

  it('reloads at the bound when the worker never takes over', async () => {
    storage.clear();
    const container = new FakeContainer();
    container.registration.waiting = container.worker('installed', null);
    const stuck = deps(container);
    const recovering = reloadForChunkError(chunkError, stuck);
    await vi.advanceTimersByTimeAsync(TAKEOVER_TIMEOUT_MS - 1);
    expect(stuck.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await recovering).toBe(true);
    expect(stuck.reload).toHaveBeenCalledOnce();
  });
});
