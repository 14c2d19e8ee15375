import type { AuthRateLimit } from '../../config';
import { throttled } from '../../http/errors';
import { memoryCounters, type WindowCounters } from '../../security/counters';
import type { Device } from './device-cookie';

const MAX_KEY_EMAIL_CHARS = 254;

/** Attempts per key whose password is being checked right now, and a wake-up when any of them ends. */
class PendingAttempts {
  private readonly counts = new Map<string, number>();
  private ended: Promise<void> | null = null;
  private wake: () => void = () => {};
  /** How many attempts have ended so far: a reader of the failures sees whether one ended meanwhile. */
  ends = 0;

  count(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(keys: string[]): void {
    for (const key of keys) this.counts.set(key, this.count(key) + 1);
  }

  remove(keys: string[]): void {
    for (const key of keys) {
      const left = this.count(key) - 1;
      if (left > 0) this.counts.set(key, left);
      else this.counts.delete(key);
    }
    this.ends += 1;
    this.wake();
  }

  /** Resolves when an attempt ends (any key's: waiters check their own again). */
  anyEnded(): Promise<void> {
    this.ended ??= new Promise<void>((resolve) => {
      this.wake = () => {
        this.ended = null;
        this.wake = () => {};
        resolve();
      };
    });
    return this.ended;
  }
}

/** Who is logging in, as the budgets see it. */
export interface LoginWho {
  ip: string;
  email: string;
  device: Device | null;
}

/**
 * Login throttling that an attacker cannot turn against the owner: only failures count, and a browser with
 * a valid device cookie of the account (it logged in before) has a budget of its own (`perDevice`), which
 * nobody else can spend. Clients without one share the account's «untrusted» budget (`perEmail`, from
 * anywhere), and each address has `perIpAndEmail` for one account and `perIp` for all. An attacker can
 * exhaust the untrusted budget — then a new device waits out the window — but not the owner's known devices.
 *
 * A failure is counted when the password check fails, never before. Parallel guesses stay bounded because an
 * attempt is let in only while `failures + checks in flight < max` for each of its budgets: however many
 * arrive at once, no more can fail than the budget has left. When only checks in flight fill a budget (the
 * limit is near, or many logins run at once) the next attempt waits for one of them to end and looks again,
 * instead of being refused: 30 correct logins at once all pass, one check after another, while 20 wrong
 * ones at once still get exactly the budget's failures and then 429. (Counting in advance and taking back on
 * success, as before, refused correct logins that merely overlapped.) Over a limit → 429 `{"detail"}` +
 * `Retry-After`.
 *
 * Failures are counted in `counters` (`app.counters`: PostgreSQL with `DATABASE_URL`), so every process sees
 * the same failures and a budget trips at the same count however requests are spread. Checks in flight are
 * this process's: parallel guesses spread over N processes at one instant may each be let in against the
 * same remaining budget (at most N × what is left in flight at once), never more failures after that.
 */
export function loginThrottle(
  { windowMs, perIpAndEmail, perEmail, perIp, perDevice }: AuthRateLimit,
  counters: WindowCounters = memoryCounters(),
) {
  const pending = new PendingAttempts();
  const counted = (keys: string[]) => keys.map((key) => `login|${key}`);

  const budgetsOf = ({ ip, email, device }: LoginWho): [key: string, max: number][] => {
    const account = email.trim().toLowerCase().slice(0, MAX_KEY_EMAIL_CHARS);
    return device
      ? [[`device|${device.userId}|${device.nonce}`, perDevice]]
      : [
          [`ip-email|${ip}|${account}`, perIpAndEmail],
          [`email|${account}`, perEmail],
          [`ip|${ip}`, perIp],
        ];
  };

  /**
   * Waits until every budget has room for one more check in flight and takes it in the same step (no await
   * between the look at the checks in flight and the reservation, or woken waiters would all see the same
   * room; failures read while an attempt ended are read again, as that attempt may have just counted one);
   * 429 once failures fill a budget.
   */
  async function admit(budgets: [key: string, max: number][], keys: string[]): Promise<void> {
    for (;;) {
      const ends = pending.ends;
      const now = Date.now();
      const windows = await counters.read(counted(keys), now);
      if (pending.ends !== ends) continue;
      const waitMs = Math.max(
        ...budgets.map(([, max], i) =>
          windows[i]!.count >= max ? windows[i]!.resetAtMs - now : 0,
        ),
      );
      if (waitMs > 0) throw throttled(waitMs / 1000);
      const room = budgets.every(([key, max], i) => windows[i]!.count + pending.count(key) < max);
      if (room) return pending.add(keys);
      await pending.anyEnded();
    }
  }

  /** Runs `check` (the password check) under the budgets of `who`; its `false` counts as a failure. */
  return async function throttle(who: LoginWho, check: () => Promise<boolean>): Promise<boolean> {
    const budgets = budgetsOf(who);
    const keys = budgets.map(([key]) => key);
    await admit(budgets, keys);
    try {
      const matches = await check();
      if (!matches) {
        const now = Date.now();
        await Promise.all(counted(keys).map((key) => counters.hit(key, windowMs, now)));
      }
      return matches;
    } finally {
      pending.remove(keys);
    }
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
