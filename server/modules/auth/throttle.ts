import type { FastifyInstance, FastifyRequest } from 'fastify';
import { throttled } from '../../http/errors';

const MAX_KEY_EMAIL_CHARS = 254;

const bodyEmail = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | null | undefined;
  const email = body && typeof body === 'object' ? body.email : undefined;
  return typeof email === 'string'
    ? email.trim().toLowerCase().slice(0, MAX_KEY_EMAIL_CHARS)
    : null;
};

/**
 * Rate limits of one auth action (registration, reset, resend; login has `loginThrottle`, login-throttle.ts):
 * per address + email, per email and per address, each counted in `config.authRateLimit.windowMs`. Runs
 * before validation, so bad requests count too. Over a limit → 429 `{"detail"}` + `Retry-After`.
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
    if (waitSeconds > 0) throw throttled(waitSeconds);
  };
}
