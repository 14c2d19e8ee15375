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

/** The open notification sockets of this process, by user. */
export class NotificationHub {
  private readonly byUser = new Map<number, Set<Subscriber>>();
  private readonly timer: NodeJS.Timeout;

  constructor(heartbeatMs: number = HEARTBEAT_MS) {
    this.timer = setInterval(() => this.beat(), heartbeatMs);
    this.timer.unref();
  }

  add(subscriber: Subscriber): void {
    let set = this.byUser.get(subscriber.userId);
    if (!set) this.byUser.set(subscriber.userId, (set = new Set()));
    set.add(subscriber);
  }

  remove(subscriber: Subscriber): void {
    const set = this.byUser.get(subscriber.userId);
    if (!set?.delete(subscriber)) return;
    if (set.size === 0) this.byUser.delete(subscriber.userId);
  }

  has(userId: number): boolean {
    return this.byUser.has(userId);
  }

  /** Users with at least one open socket here. */
  users(): number[] {
    return [...this.byUser.keys()];
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Hands a notification to the user's sockets here. */
  deliver(userId: number, notificationId: number, message: string): void {
    for (const subscriber of this.byUser.get(userId) ?? [])
      subscriber.deliver(notificationId, message);
  }

  /** One heartbeat: every socket is pinged, and one that did not answer the last ping is dropped. */
  beat(): void {
    this.each((s) => s.heartbeat());
  }

  /** Stops the heartbeat and closes every socket (1001: the server is going away). */
  close(): void {
    clearInterval(this.timer);
    this.each((s) => s.close(1001, 'server shutdown'));
    this.byUser.clear();
  }

  private each(action: (subscriber: Subscriber) => void): void {
    for (const set of this.byUser.values()) for (const subscriber of [...set]) action(subscriber);
  }
}
