// Route chunks preloaded on link hover/visibility, at most this many at once.
export const MAX_PARALLEL_PRELOADS = 5;

export type PreloadLimiter = {
  /** Starts `load` once per key, waiting for a free slot; failures are swallowed (a preload is a hint). */
  preload: (key: unknown, load: () => Promise<unknown>) => Promise<void>;
  readonly running: number;
  readonly queued: number;
};

export function createPreloadLimiter(maxParallel: number = MAX_PARALLEL_PRELOADS): PreloadLimiter {
  const seen = new Set<unknown>();
  const queue: Array<() => void> = [];
  let running = 0;

  const next = () => {
    if (running >= maxParallel) return;
    const start = queue.shift();
    if (start) start();
  };

  const preload = (key: unknown, load: () => Promise<unknown>) => {
    if (seen.has(key)) return Promise.resolve();
    seen.add(key);
    return new Promise<void>((resolve) => {
      queue.push(() => {
        running += 1;
        load()
          .catch(() => seen.delete(key)) // let a later hover try again
          .finally(() => {
            running -= 1;
            resolve();
            next();
          });
      });
      next();
    });
  };

  return {
    preload,
    get running() {
      return running;
    },
    get queued() {
      return queue.length;
    },
  };
}
