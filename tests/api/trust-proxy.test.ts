import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, freshEmail } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// TRUST_PROXY: behind a reverse proxy every request comes from the proxy's address, so the per-address
// limits (the login throttle and @fastify/rate-limit's) must count by X-Forwarded-For — and only then.

const LIMITS = { windowMs: 60_000, perIpAndEmail: 2, perEmail: 100, perIp: 2, perDevice: 2 };
const PROXY = '10.30.0.1'; // the socket's address: the proxy's
const LOGIN = '/auth/api/v1/jwt/create/';
const RESET = '/auth/api/v1/users/reset_password/';

let behindProxy: TestApp;
let direct: TestApp;
beforeAll(async () => {
  [behindProxy, direct] = await Promise.all([
    buildTestApp({ authRateLimit: LIMITS, trustProxy: 1 }),
    buildTestApp({ authRateLimit: LIMITS }),
  ]);
});
afterAll(() => Promise.all([behindProxy.close(), direct.close()]));
// The windows count by Date: stopped, a slow machine cannot outlast one mid-test.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

/** The status of a POST that came through the proxy for client `forwardedFor`. */
async function through(t: TestApp, url: string, body: unknown, forwardedFor: string) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, string>,
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return res.statusCode;
}

const wrongLogin = () => ({ email: freshEmail('proxy'), password: 'wrong-password-1' });
const reset = () => ({ email: freshEmail('proxy') });

describe.each([
  ['login throttle', LOGIN, wrongLogin, 401],
  ['rate limit of reset', RESET, reset, 204],
])('%s', (_name, url, body, allowed) => {
  it('with TRUST_PROXY=1 two clients behind the proxy are limited separately', async () => {
    for (let i = 0; i < LIMITS.perIp; i++)
      expect(await through(behindProxy, url, body(), '198.51.100.7')).toBe(allowed);
    expect(await through(behindProxy, url, body(), '198.51.100.7')).toBe(429);
    // another client of the same proxy has its own budget
    expect(await through(behindProxy, url, body(), '203.0.113.9')).toBe(allowed);
    // a forged hop before the proxy's own entry changes nothing: only the closest hop is trusted
    expect(await through(behindProxy, url, body(), '203.0.113.50, 198.51.100.7')).toBe(429);
  });

  it('without it they share the socket address: the header is not believed', async () => {
    for (let i = 0; i < LIMITS.perIp; i++)
      expect(await through(direct, url, body(), `198.51.100.${10 + i}`)).toBe(allowed);
    expect(await through(direct, url, body(), '203.0.113.77')).toBe(429);
    const res = await call(direct.app, 'POST', url, { body: body(), ip: '10.30.0.2' });
    expect(res.status).toBe(allowed);
  });
});
