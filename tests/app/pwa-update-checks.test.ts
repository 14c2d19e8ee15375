import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_CHECK_AFTER_IDLE_MS,
  startUpdateChecks,
  UPDATE_CHECK_INTERVAL_MS,
  VISIBLE_CHECK_GAP_MS,
} from '../../src/lib/pwa/update-checks';

const setOnline = (online: boolean) =>
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });

let stop: () => void = () => {};
beforeEach(() => {
  vi.useFakeTimers();
  setOnline(true);
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  setOnline(true);
});

describe('build update checks', () => {
  it('first check about 1 s after the page is idle, then periodically', async () => {
    expect(FIRST_CHECK_AFTER_IDLE_MS).toBe(1000);
    const check = vi.fn(async () => {});
    stop = startUpdateChecks(check);
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_AFTER_IDLE_MS - 1); // idle (no requestIdleCallback: 0 ms)
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks when the network returns and when the tab becomes visible, never offline', async () => {
    const check = vi.fn(async () => {});
    stop = startUpdateChecks(check);
    await vi.advanceTimersByTimeAsync(FIRST_CHECK_AFTER_IDLE_MS);
    expect(check).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('online'));
    expect(check).toHaveBeenCalledTimes(2);

    document.dispatchEvent(new Event('visibilitychange'));
    expect(check, 'just checked: a tab switch does not check again').toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(VISIBLE_CHECK_GAP_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(3);

    setOnline(false);
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(3);
  });

  it('stops when asked', async () => {
    const check = vi.fn(async () => {});
    startUpdateChecks(check)();
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_INTERVAL_MS);
    window.dispatchEvent(new Event('online'));
    expect(check).not.toHaveBeenCalled();
  });
});
