// When an answer was written by the server, from its `Date` header. The worker's cache (sw/cache-routes.ts)
// keeps the headers of the answer it stored, so a copy served offline or after the network's timeout
// carries its own, older time.

/** An answer is a cached copy when the server wrote it this much before it arrived. */
export const CACHED_COPY_AFTER_MS = 60_000;

/** The answer's data and the time the server wrote it (null: no readable `Date`, e.g. across origins). */
export type Served<T> = { data: T; servedAt: number | null };

/** Runs a request that reports its headers, and keeps the server's time of the answer. */
export async function withServedAt<T>(
  request: (onHeaders: (headers: Headers) => void) => Promise<T>,
): Promise<Served<T>> {
  let servedAt: number | null = null;
  const data = await request((headers) => {
    const time = Date.parse(headers.get('Date') ?? '');
    servedAt = Number.isNaN(time) ? null : time;
  });
  return { data, servedAt };
}

/** The time to show as «данные на …» for an answer received at `receivedAt`, or null when it is fresh. */
export function cachedCopyTime(servedAt: number | null, receivedAt: number): number | null {
  return servedAt !== null && receivedAt - servedAt > CACHED_COPY_AFTER_MS ? servedAt : null;
}
