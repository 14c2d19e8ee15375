/** One open socket of a user, as the hub sees it. */
export interface Subscriber {
  readonly userId: number;
  /**
   * Sends a new notification: `message` is its socket message, serialised once for all its sockets (or keeps
   * it until the socket's first message has gone).
   */
  deliver: (notificationId: number, message: string) => void;
  /** Pings the peer; a peer that did not answer the previous ping is dropped. */
  heartbeat: () => void;
  close: (code: number, reason: string) => void;
}

/** 30 s: under the idle timeouts of common proxies (60 s), and a dead peer is gone within a minute. */
export const HEARTBEAT_MS = 30_000;
/**
 * The heartbeat pings one slice of the sockets this often: pinging 10 000 at once held the event loop for
 * ≈ 300 ms, and every notification due meanwhile waited for it.
 */
const HEARTBEAT_SLICE_MS = 100;
/**
 * Notifications handed to sockets per turn of the event loop. One socket send took 10–15 µs in the bench
 * (`BENCH_ONLY=sockets`: a batch of 100 in 1.0–1.5 ms, a 1 000-recipient event's sends 12–30 ms, the slower
 * ones when the process lost its core), so a batch holds the loop for a few ms at most, and requests and other
 * events are served between batches.
 */
export const DELIVERY_BATCH = 100;

/** The open notification sockets of this process, by user. */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<Subscriber>>();
  /** Each socket's heartbeat slice: it is pinged when its slice's turn comes, once a heartbeat. */
  private readonly slices: Set<Subscriber>[];
  private readonly sliceOf = new Map<Subscriber, Set<Subscriber>>();
  private nextSlice = 0;
  private turn = 0;
  private readonly timer: NodeJS.Timeout;
  /** Notifications waiting for their batch, in the order they came (a user's stay in order). */
  private outbox: [userId: number, notificationId: number, message: string][] = [];
  private sent = 0;
  private draining: NodeJS.Immediate | null = null;

  constructor(heartbeatMs: number = HEARTBEAT_MS) {
    const count = Math.max(1, Math.round(heartbeatMs / HEARTBEAT_SLICE_MS));
    this.slices = Array.from({ length: count }, () => new Set<Subscriber>());
    this.timer = setInterval(() => this.beatSlice(), heartbeatMs / count);
    this.timer.unref();
  }

  add(subscriber: Subscriber): void {
    let set = this.byUser.get(subscriber.userId);
    if (!set) this.byUser.set(subscriber.userId, (set = new Set()));
    set.add(subscriber);
    const slice = this.slices[this.nextSlice++ % this.slices.length]!;
    slice.add(subscriber);
    this.sliceOf.set(subscriber, slice);
  }

  remove(subscriber: Subscriber): void {
    const set = this.byUser.get(subscriber.userId);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) this.byUser.delete(subscriber.userId);
    this.sliceOf.get(subscriber)?.delete(subscriber);
    this.sliceOf.delete(subscriber);
  }

  has(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Users with at least one open socket here. */
  users(): number[] {
    return [...this.byUser.keys()];
  }

  get size(): number {
    return this.sliceOf.size;
  }

  /**
   * Hands a notification to the user's sockets here: queued, and sent in batches of `DELIVERY_BATCH` that
   * yield to the event loop between them (the first on the loop's next turn). A socket that closed meanwhile
   * is skipped.
   */
  deliver(userId: number, notificationId: number, message: string): void {
    this.outbox.push([userId, notificationId, message]);
    this.draining ??= setImmediate(() => this.drain());
  }

  private drain(): void {
    const end = Math.min(this.outbox.length, this.sent + DELIVERY_BATCH);
    for (; this.sent < end; this.sent++) {
      const [userId, notificationId, message] = this.outbox[this.sent]!;
      for (const subscriber of this.byUser.get(userId) ?? [])
        subscriber.deliver(notificationId, message);
    }
    if (this.sent < this.outbox.length) this.draining = setImmediate(() => this.drain());
    else {
      this.outbox = [];
      this.sent = 0;
      this.draining = null;
    }
  }

  /** A whole heartbeat at once: every socket is pinged, and one that did not answer the last ping is dropped. */
  beat(): void {
    for (const subscriber of [...this.sliceOf.keys()]) subscriber.heartbeat();
  }

  /** The timer's step: the next slice's sockets are pinged; a socket's turn comes once a heartbeat. */
  beatSlice(): void {
    const slice = this.slices[this.turn++ % this.slices.length]!;
    for (const subscriber of [...slice]) subscriber.heartbeat();
  }

  /** Stops the heartbeat and closes every socket still open (1012: the service restarts, the client reconnects). */
  close(): void {
    clearInterval(this.timer);
    if (this.draining) clearImmediate(this.draining);
    this.draining = null;
    this.outbox = [];
    this.sent = 0;
    for (const subscriber of [...this.sliceOf.keys()]) subscriber.close(1012, 'service restart');
    this.byUser.clear();
    this.sliceOf.clear();
    for (const slice of this.slices) slice.clear();
  }
}
