import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AUTH_RATE_LIMIT } from '../../server/config';
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
