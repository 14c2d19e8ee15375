import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_BATCH, NotificationHub, type Subscriber } from '../../server/realtime/hub';

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

describe('NotificationHub’s deliveries', () => {
  /** One turn of the event loop: the hub sends a batch per turn. */
  const turn = () => new Promise((resolve) => setImmediate(resolve));

  it('sends in batches that yield to the event loop, each user’s in the order they came', async () => {
    const hub = new NotificationHub();
    const got: [userId: number, id: number, message: string][] = [];
    const socketOf = (userId: number): Subscriber => ({
      userId,
      deliver: (id, message) => got.push([userId, id, message]),
      heartbeat: () => {},
      close: () => {},
    });
    for (let userId = 1; userId <= 3; userId++) hub.add(socketOf(userId));
    const total = DELIVERY_BATCH * 2 + 1;
    const made = Array.from({ length: total }, (_, i) => [(i % 3) + 1, 1000 + i] as const);
    for (const [userId, id] of made) hub.deliver(userId, id, `m${id}`);
    hub.deliver(4, 9999, 'nobody here'); // a user without a socket here: skipped
    expect(got).toEqual([]); // nothing sent inside the caller (a NOTIFY handler, a commit)
    await turn();
    expect(got.length).toBe(DELIVERY_BATCH);
    await turn();
    await turn();
    await turn();
    expect(got).toEqual(made.map(([userId, id]) => [userId, id, `m${id}`]));
    hub.close();
  });

  it('drops what is still queued when closed', async () => {
    const hub = new NotificationHub();
    const got: number[] = [];
    hub.add({ userId: 1, deliver: (id) => got.push(id), heartbeat: () => {}, close: () => {} });
    hub.deliver(1, 1, 'm1');
    hub.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(got).toEqual([]);
  });
});
