import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthRateLimit } from '../../config';
import { HttpError, MESSAGES } from '../../http/errors';
import type { Device } from './device-cookie';

const MAX_KEY_EMAIL_CHARS = 254;

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | null | undefined;
  const email = body && typeof body === 'object' ? body.email : undefined;
  return typeof email === 'string'
    ? email.trim().toLowerCase().slice(0, MAX_KEY_EMAIL_CHARS)
    : null;
};

/**
 * Rate limits of one auth action (registration, reset, resend; login has `loginThrottle`): per address + email, per email and
 * per address, each counted in `config.authRateLimit.windowMs`. Runs before validation, so bad requests
 * count too. Over a limit → 429 `{"detail"}` + `Retry-After`.
 */
export function authThrottle(app: FastifyInstance, action: string) {
  const { windowMs, perIpAndEmail, perEmail, perIp } = app.config.authRateLimit;
  const limiter = (max: number, key: (ip: string, email: string | null) => string | null) => {
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request) => key(request.ip, bodyEmail(request)) ?? '',
    });
    return (request: FastifyRequest) =>
      key(request.ip, bodyEmail(request)) === null ? null : check(request);
  };
  const limits = [
    limiter(perIpAndEmail, (ip, email) => (email === null ? null : `${action}|${ip}|${email}`)),
    limiter(perEmail, (_ip, email) => (email === null ? null : `${action}|*|${email}`)),
    limiter(perIp, (ip) => `${action}|${ip}|*`),
  ];
  return async function throttle(request: FastifyRequest) {
    let waitSeconds = 0;
    for (const limit of limits) {
      const state = await limit(request);
      if (state && !state.isAllowed && state.isExceeded)
        waitSeconds = Math.max(waitSeconds, state.ttlInSeconds);
    }
    if (waitSeconds > 0)
      throw new HttpError(
        429,
        { detail: MESSAGES.throttled(waitSeconds) },
        { 'retry-after': String(waitSeconds) },
      );
  };
}

/** Failures per key in fixed windows, each starting at the key's first failure; kept in this process. */
class FailureWindows {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private writes = 0;

  constructor(private readonly windowMs: number) {}

  private current(key: string, now: number) {
    const window = this.windows.get(key);
    if (window && window.resetAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Milliseconds until `key` may fail again with `max` failures a window; 0: now. */
  waitMs(key: string, max: number, now: number): number {
    const window = this.current(key, now);
    return window && window.count >= max ? window.resetAt - now : 0;
  }

  add(key: string, now: number): void {
    const window = this.current(key, now);
    if (window) window.count += 1;
    else this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    if (++this.writes % 1024 === 0) this.sweep(now);
  }

  /** Takes back one failure counted in advance (the attempt succeeded). */
  remove(key: string, now: number): void {
    const window = this.current(key, now);
    if (window && --window.count <= 0) this.windows.delete(key);
  }

  private sweep(now: number) {
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}

/** One login attempt let through: its failure is already counted; `succeeded` takes it back. */
export interface LoginAttempt {
  succeeded: () => void;
}

/**
 * Login throttling that an attacker cannot turn against the owner: only failures count, and a browser with
 * a valid device cookie of the account (it logged in before) has a budget of its own (`perDevice`), which
 * nobody else can spend. Clients without one share the account's «untrusted» budget (`perEmail`, from
 * anywhere), and each address has `perIpAndEmail` for one account and `perIp` for all. An attacker can
 * exhaust the untrusted budget — then a new device waits out the window — but not the owner's known devices.
 *
 * Each attempt's failure is counted before the password is checked and taken back when it matches, so a burst
 * of parallel guesses cannot slip past the limit. Over a limit → 429 `{"detail"}` + `Retry-After`.
 */
export function loginThrottle({
  windowMs,
  perIpAndEmail,
  perEmail,
  perIp,
  perDevice,
}: AuthRateLimit) {
  const failures = new FailureWindows(windowMs);

  return function begin({
    ip,
    email,
    device,
  }: {
    ip: string;
    email: string;
    device: Device | null;
  }): LoginAttempt {
    const now = Date.now();
    const account = email.trim().toLowerCase().slice(0, MAX_KEY_EMAIL_CHARS);
    const budgets: [key: string, max: number][] = device
      ? [[`device|${device.userId}|${device.nonce}`, perDevice]]
      : [
          [`ip-email|${ip}|${account}`, perIpAndEmail],
          [`email|${account}`, perEmail],
          [`ip|${ip}`, perIp],
        ];
    const waitMs = Math.max(...budgets.map(([key, max]) => failures.waitMs(key, max, now)));
    if (waitMs > 0) {
      const seconds = Math.max(1, Math.ceil(waitMs / 1000));
      throw new HttpError(
        429,
        { detail: MESSAGES.throttled(seconds) },
        { 'retry-after': String(seconds) },
      );
    }
    for (const [key] of budgets) failures.add(key, now);
    return {
      succeeded: () => {
        for (const [key] of budgets) failures.remove(key, Date.now());
      },
    };
  };
}

export type LoginThrottle = ReturnType<typeof loginThrottle>;
