import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { BoundedLimiter, LimiterFull } from '../../server/security/bounded-limiter';
import { HASHING_BUSY, hashPassword, passwordHashing } from '../../server/security/passwords';
import { HttpError } from '../../server/http/errors';

// The cap on password hashes at once: a few run, a short queue waits in order, the rest are refused at once.
// Tasks here are promises the test settles by hand, so nothing depends on timing.

function gate() {
  let open!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('BoundedLimiter', () => {
  it('runs up to its concurrency, queues up to its queue, refuses beyond', async () => {
    const limiter = new BoundedLimiter(2, 2);
    const started: number[] = [];
    const gates = Array.from({ length: 4 }, gate);
    const runs = gates.map((g, i) =>
      limiter.run(async () => {
        started.push(i);
        await g.promise;
        return i;
      }),
    );
    await settle();
    expect(started).toEqual([0, 1]);
    expect([limiter.running, limiter.queued]).toEqual([2, 2]);
    await expect(limiter.run(() => Promise.resolve('late'))).rejects.toBeInstanceOf(LimiterFull);

    gates[1]!.open();
    expect(await runs[1]).toBe(1);
    await settle();
    expect(started).toEqual([0, 1, 2]); // the first waiting one takes the freed slot
    expect([limiter.running, limiter.queued]).toEqual([2, 1]);
    // the queue has room again
    const fifth = limiter.run(() => Promise.resolve('fifth'));
    expect(limiter.queued).toBe(2);

    gates[0]!.fail(new Error('boom')); // a failed task frees its slot too
    await expect(runs[0]).rejects.toThrow('boom');
    await settle();
    expect(started).toEqual([0, 1, 2, 3]);
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all([runs[2], runs[3], fifth])).toEqual([2, 3, 'fifth']);
    expect([limiter.running, limiter.queued]).toEqual([0, 0]);
  });

  it('with nothing running, a task starts at once', async () => {
    const limiter = new BoundedLimiter(1, 0);
    expect(await limiter.run(() => Promise.resolve(7))).toBe(7);
    expect(await limiter.run(() => Promise.resolve(8))).toBe(8);
  });
});

describe('password hashing', () => {
  it('leaves a core to the event loop (at least one hash runs), with a queue of 16', () => {
    expect(passwordHashing.concurrency).toBe(Math.max(1, availableParallelism() - 1));
    expect(passwordHashing.queue).toBe(16);
  });

  it('past the queue: 503 with Retry-After and a Russian detail, and the next hash works again', async () => {
    const held = gate();
    const holders = Array.from(
      { length: passwordHashing.concurrency + passwordHashing.queue },
      () => passwordHashing.run(() => held.promise),
    );
    const refused = await hashPassword('tender-lamp-4821', 10).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 503,
      body: { detail: HASHING_BUSY.detail },
      headers: { 'retry-after': '1' },
    });
    held.open();
    await Promise.all(holders);
    expect(await hashPassword('tender-lamp-4821', 10)).toMatch(/^scrypt\$10\$/);
  });
});
