import { describe, expect, it } from 'vitest';
import { createPreloadLimiter, MAX_PARALLEL_PRELOADS } from '../../src/lib/preload-limiter';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preload limiter', () => {
  it('allows 5 route preloads at once', () => {
    expect(MAX_PARALLEL_PRELOADS).toBe(5);
  });

  it('never runs more than 5 loads at once, and runs them all', async () => {
    const limiter = createPreloadLimiter();
    const loads = Array.from({ length: 12 }, deferred);
    let running = 0;
    let peak = 0;
    const started: number[] = [];
    const done = loads.map((load, index) =>
      limiter.preload(`chunk-${index}`, () => {
        running += 1;
        peak = Math.max(peak, running);
        started.push(index);
        return load.promise.finally(() => (running -= 1));
      }),
    );
    expect(limiter.running).toBe(5);
    expect(limiter.queued).toBe(7);

    for (const [index, load] of loads.entries()) {
      if (index % 3 === 0) load.reject(new Error('offline'));
      else load.resolve();
      await settle();
      expect(running).toBeLessThanOrEqual(5);
    }
    await Promise.all(done);
    expect(peak).toBe(5);
    expect(started).toHaveLength(12);
    expect(limiter.running).toBe(0);
  });

  it('loads a chunk once, but retries one that failed', async () => {
    const limiter = createPreloadLimiter(2);
    let calls = 0;
    const ok = () => {
      calls += 1;
      return Promise.resolve();
    };
    await limiter.preload('a', ok);
    await limiter.preload('a', ok);
    expect(calls).toBe(1);

    let failures = 0;
    const failing = () => {
      failures += 1;
      return Promise.reject(new Error('offline'));
    };
    await limiter.preload('b', failing);
    await limiter.preload('b', failing);
    expect(failures).toBe(2);
  });
});
