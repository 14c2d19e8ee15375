import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationHub, type Subscriber } from '../../server/realtime/hub';

// This process's sockets: the heartbeat goes round in slices, so that no tick pings them all at once.

const HEARTBEAT_MS = 3_000; // 30 slices of 100 ms

let pings: Map<Subscriber, number>;
const subscriber = (userId: number): Subscriber => {
  const s: Subscriber = {
    userId,
    deliver: () => {},
    heartbeat: () => pings.set(s, (pings.get(s) ?? 0) + 1),
    close: () => {},
  };
  return s;
};

describe('NotificationHub’s heartbeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    pings = new Map();
  });
  afterEach(() => vi.useRealTimers());

  it('pings each socket once a heartbeat, a slice at a time', () => {
    const hub = new NotificationHub(HEARTBEAT_MS);
    const all = Array.from({ length: 100 }, (_, i) => subscriber(i % 40)); // some users with several
    for (const s of all) hub.add(s);
    for (let step = 0; step < 30; step++) {
      const before = [...pings.values()].reduce((a, b) => a + b, 0);
      vi.advanceTimersByTime(100);
      const pinged = [...pings.values()].reduce((a, b) => a + b, 0) - before;
      expect(pinged).toBeLessThanOrEqual(Math.ceil(all.length / 30));
    }
    expect(all.map((s) => pings.get(s))).toEqual(all.map(() => 1));
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect(all.map((s) => pings.get(s))).toEqual(all.map(() => 2));
    hub.close();
  });

  it('no longer pings a socket once removed; beat() pings every one at once', () => {
    const hub = new NotificationHub(HEARTBEAT_MS);
    const [gone, kept] = [subscriber(1), subscriber(1)];
    hub.add(gone);
    hub.add(kept);
    hub.remove(gone);
    expect(hub.size).toBe(1);
    expect(hub.has(1)).toBe(true);
    vi.advanceTimersByTime(HEARTBEAT_MS);
    expect([pings.get(gone), pings.get(kept)]).toEqual([undefined, 1]);
    hub.beat();
    expect(pings.get(kept)).toBe(2);
    hub.remove(kept);
    expect(hub.has(1)).toBe(false);
    hub.close();
  });
});
