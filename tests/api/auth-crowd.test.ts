import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMIT } from '../../server/config';
import { HASHING_BUSY, passwordHashing } from '../../server/security/passwords';
import { call, registerActive, STRONG_PASSWORD } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Logins under a crowd, with the production limits: logins that overlap are no failures, and a burst of
// wrong passwords still stops at the documented count (DEFAULT_AUTH_RATE_LIMIT.perIpAndEmail).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ authRateLimit: DEFAULT_AUTH_RATE_LIMIT });
});
afterAll(() => t.close());
// The failure windows count by Date: stopped, a slow machine cannot outlast one mid-test.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

const LOGIN = '/auth/api/v1/jwt/create/';
const statuses = async (bodies: unknown[], ip: string) =>
  (await Promise.all(bodies.map((body) => call(t.app, 'POST', LOGIN, { body, ip })))).map(
    (res) => res.status,
  );
const tally = (list: number[]) =>
  Object.fromEntries([...new Set(list)].sort().map((s) => [s, list.filter((x) => x === s).length]));

describe('logins at once, from one address, with the production limits', () => {
  it('30 correct logins for one account: 30 × 200, 0 × 429', async () => {
    const { email } = await registerActive(t.app, 'client');
    const right = { email, password: STRONG_PASSWORD };
    expect(tally(await statuses(Array<unknown>(30).fill(right), '10.20.0.1'))).toEqual({ 200: 30 });
  });

  it('20 wrong passwords for one account: the documented count of 401, then 429', async () => {
    const { email } = await registerActive(t.app, 'client');
    const wrong = { email, password: 'wrong-password-1' };
    const max = DEFAULT_AUTH_RATE_LIMIT.perIpAndEmail;
    expect(tally(await statuses(Array<unknown>(20).fill(wrong), '10.20.0.2'))).toEqual({
      401: max,
      429: 20 - max,
    });
  });
});

describe('password hashes at once are capped', () => {
  it('past the short queue a login is a 503 with Retry-After, and no failure', async () => {
    const { email } = await registerActive(t.app, 'client');
    const right = { email, password: STRONG_PASSWORD };
    // Every slot and queue place held by hashes that end when the test says so.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holders = Array.from(
      { length: passwordHashing.concurrency + passwordHashing.queue },
      () => passwordHashing.run(() => held),
    );
    const busy = DEFAULT_AUTH_RATE_LIMIT.perIpAndEmail + 2;
    for (let i = 0; i < busy; i++) {
      const res = await call(t.app, 'POST', LOGIN, { body: right, ip: '10.20.0.3' });
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe(String(HASHING_BUSY.retryAfterSeconds));
      expect(res.body).toEqual({ detail: HASHING_BUSY.detail });
    }
    release();
    await Promise.all(holders);
    // more refusals than the failure budget, yet the next attempt is let in
    expect((await call(t.app, 'POST', LOGIN, { body: right, ip: '10.20.0.3' })).status).toBe(200);
  });

  it('the API document lists that 503 on every route that hashes a password', async () => {
    const schema = (await t.app.inject({ url: '/api/schema/' })).json<{
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    }>();
    for (const path of [
      LOGIN,
      '/auth/api/v1/users/',
      '/auth/api/v1/users/reset_password_confirm/',
      '/auth/api/v1/users/set_password/',
      '/contractor/api/v1/register-agency/',
    ])
      expect(Object.keys(schema.paths[path]?.post?.responses ?? {}), path).toContain('503');
  });
});
