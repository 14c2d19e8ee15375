import { describe, expect, it } from 'vitest';
import { cachedCopyTime, CACHED_COPY_AFTER_MS, withServedAt } from '../../src/lib/pwa/served-at';

// When an answer was written, from its Date header: a copy the worker kept says so on the screen.

describe('the time an answer was served', () => {
  it('reads the Date header the request reports', async () => {
    const served = await withServedAt((onHeaders) => {
      onHeaders(new Headers({ Date: 'Wed, 25 Nov 2026 09:30:00 GMT' }));
      return Promise.resolve({ ok: true });
    });
    expect(served).toEqual({ data: { ok: true }, servedAt: Date.parse('2026-11-25T09:30:00Z') });
  });

  it('no readable Date (another origin hides it): unknown', async () => {
    const none = await withServedAt(() => Promise.resolve(1));
    expect(none.servedAt).toBeNull();
    const bad = await withServedAt((onHeaders) => {
      onHeaders(new Headers({ Date: 'yesterday' }));
      return Promise.resolve(1);
    });
    expect(bad.servedAt).toBeNull();
  });

  it('is a cached copy only when written well before it arrived', () => {
    const arrived = Date.parse('2026-11-25T12:00:00Z');
    expect(cachedCopyTime(arrived - 2_000, arrived)).toBeNull(); // the network's own delay
    expect(cachedCopyTime(arrived - CACHED_COPY_AFTER_MS, arrived)).toBeNull();
    expect(cachedCopyTime(arrived - CACHED_COPY_AFTER_MS - 1, arrived)).toBe(
      arrived - CACHED_COPY_AFTER_MS - 1,
    );
    expect(cachedCopyTime(null, arrived)).toBeNull();
  });
});
