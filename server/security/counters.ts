import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by `registerDrfConventions`: what rate limits count with (shared by every process on PostgreSQL). */
    counters: WindowCounters;
  }
}

/** A key's hits in its current window, and when that window ends (epoch ms). */
export interface WindowCount {
  count: number;
  resetAtMs: number;
}

/**
 * Hits per key in fixed windows, each starting at the key's first hit: what every rate limit counts with
 * (`@fastify/rate-limit`'s store, the login failures, the reset mails). In memory for PGlite (one process),
 * in PostgreSQL with `DATABASE_URL`, so N processes behind a balancer count a limit once, not N times.
 * `now` is the caller's clock (Date.now(), or the app's clock), as the memory store has always used.
 */
export interface WindowCounters {
  /** Adds a hit to `key`'s window, or starts a new one of `windowMs` when there is none at `now`. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The current window of each key at `now`, in order; `{count: 0, resetAtMs: now}` when there is none. */
  read(keys: readonly string[], now: number): Promise<WindowCount[]>;
  /** Whether the counts are seen by every process (PostgreSQL) or only by this one (memory). */
  readonly shared: boolean;
}

/** Ended windows are forgotten every this many hits (memory) or at most this often (PostgreSQL). */
const SWEEP_EVERY_HITS = 1024;
const SWEEP_EVERY_MS = 60_000;

/** This process's counters: a map swept of ended windows now and then. */
export function memoryCounters(): WindowCounters {
  const windows = new Map<string, WindowCount>();
  let hits = 0;
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    if (window && window.resetAtMs <= now) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };
  return {
    shared: false,
    hit(key, windowMs, now) {
      const window = current(key, now);
      if (window) window.count += 1;
      else windows.set(key, { count: 1, resetAtMs: now + windowMs });
      if (++hits % SWEEP_EVERY_HITS === 0)
        for (const [k, w] of windows) if (w.resetAtMs <= now) windows.delete(k);
      return Promise.resolve({ ...(window ?? windows.get(key)!) });
    },
    read(keys, now) {
      return Promise.resolve(
        keys.map((key) => {
          const window = current(key, now);
          return window ? { ...window } : { count: 0, resetAtMs: now };
        }),
      );
    },
  };
}

// One statement, so two processes hitting one key at once both count: the row is locked by the upsert, and
// an ended window is restarted in the same step.
const HIT_SQL = `
  INSERT INTO rate_limit_counters AS c (key, count, reset_at_ms)
  VALUES ($1, 1, $2::bigint + $3::bigint)
  ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN c.reset_at_ms <= $2::bigint THEN 1 ELSE c.count + 1 END,
    reset_at_ms = CASE WHEN c.reset_at_ms <= $2::bigint THEN $2::bigint + $3::bigint ELSE c.reset_at_ms END
  RETURNING count, reset_at_ms`;

const READ_SQL = `
  SELECT key, count, reset_at_ms FROM rate_limit_counters
  WHERE key = ANY($1::text[]) AND reset_at_ms > $2::bigint`;

const SWEEP_SQL = `DELETE FROM rate_limit_counters WHERE reset_at_ms <= $1::bigint`;

interface CounterRow {
  key?: string;
  count: number;
  reset_at_ms: string | number;
}

/**
 * Counters in `rate_limit_counters`, shared by every process on the database. Ended windows are deleted at
 * most every `sweepEveryMs` (by this process's monotonic clock), on a hit: the rows whose window ended before
 * the earliest `now` of the hits since the last sweep. (Not simply «before now»: a test's app clock may run
 * months behind Date.now(), and the rows counted by one clock must not be swept by the other.) A row whose
 * window has ended already counts as none, swept or not.
 */
export function databaseCounters(
  database: Database,
  { sweepEveryMs = SWEEP_EVERY_MS } = {},
): WindowCounters {
  let sweptAt = -Infinity;
  let earliest = Infinity;
  return {
    shared: true,
    async hit(key, windowMs, at) {
      earliest = Math.min(earliest, at);
      if (performance.now() - sweptAt >= sweepEveryMs) {
        sweptAt = performance.now();
        const before = earliest;
        earliest = Infinity;
        await database.query(SWEEP_SQL, [before]);
      }
      const [row] = await database.query<CounterRow>(HIT_SQL, [key, at, Math.trunc(windowMs)]);
      return { count: row!.count, resetAtMs: Number(row!.reset_at_ms) };
    },
    async read(keys, at) {
      const rows = await database.query<CounterRow>(READ_SQL, [keys, at]);
      const byKey = new Map(rows.map((row) => [row.key!, row]));
      return keys.map((key) => {
        const row = byKey.get(key);
        return row
          ? { count: row.count, resetAtMs: Number(row.reset_at_ms) }
          : { count: 0, resetAtMs: at };
      });
    },
  };
}

type StoreCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * A store for `@fastify/rate-limit` over `counters` (its memory store counts in one process only). Every
 * limiter made from it shares one key space, under `rate|`: the callers' keys already name their action.
 */
export function countersRateLimitStore(counters: WindowCounters): FastifyRateLimitStoreCtor {
  const answer = (cb: StoreCallback, now: number) => (window: WindowCount) =>
    cb(null, { current: window.count, ttl: Math.max(0, window.resetAtMs - now) });
  class CountersStore implements FastifyRateLimitStore {
    incr(key: string, cb: StoreCallback, timeWindow: number) {
      const now = Date.now();
      counters
        .hit(`rate|${key}`, timeWindow, now)
        .then(answer(cb, now), (error: Error) => cb(error));
    }

    read(key: string, cb: StoreCallback) {
      const now = Date.now();
      counters.read([`rate|${key}`], now).then(
        ([window]) => answer(cb, now)(window!),
        (error: Error) => cb(error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  }
  return CountersStore;
}
