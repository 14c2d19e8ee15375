import { afterAll, beforeAll, vi } from 'vitest';

/** For the file's tests, every `Date` of the process — the server's clock too — stands at `now`. */
export function useFixedDate(now: Date): void {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  });
  afterAll(() => void vi.useRealTimers());
}
