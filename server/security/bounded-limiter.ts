// A concurrency limit with a bounded queue: p-limit and p-queue queue without bound (a caller would have to
// read their counts and refuse by itself, racing their internal bookkeeping), and an extra dependency for
// these ~30 lines buys nothing; bottleneck has overflow strategies but is unmaintained since 2019.

/** Thrown by `run` when every slot is busy and the queue is full: the caller answers «busy» (503). */
export class LimiterFull extends Error {
  constructor() {
    super('limiter full');
  }
}

/** Runs at most `concurrency` tasks at once; up to `queue` more wait in arrival order; past that, `LimiterFull`. */
export class BoundedLimiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.concurrency) this.active += 1;
    else if (this.waiting.length < this.queue)
      await new Promise<void>((resolve) => this.waiting.push(resolve)); // the finisher hands its slot over
    else throw new LimiterFull();
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
