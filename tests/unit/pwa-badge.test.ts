import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearAppBadge, isBadgeSupported, setAppBadge } from '../../src/lib/pwa/badge';

afterEach(() => vi.unstubAllGlobals());

describe('app badge', () => {
  it('sets and clears the badge where the Badging API exists', async () => {
    const badge = {
      setAppBadge: vi.fn(() => Promise.resolve()),
      clearAppBadge: vi.fn(() => Promise.resolve()),
    };
    vi.stubGlobal('navigator', badge);
    expect(isBadgeSupported()).toBe(true);
    expect(await setAppBadge(3)).toBe(true);
    expect(badge.setAppBadge).toHaveBeenCalledWith(3);
    expect(await clearAppBadge()).toBe(true);
    expect(badge.clearAppBadge).toHaveBeenCalledOnce();
  });

  it('does nothing where it is missing or refused', async () => {
    vi.stubGlobal('navigator', {});
    expect(isBadgeSupported()).toBe(false);
    expect(await setAppBadge(3)).toBe(false);
    vi.stubGlobal('navigator', { setAppBadge: () => Promise.reject(new Error('NotAllowedError')) });
    expect(await setAppBadge(3)).toBe(false);
  });
});
