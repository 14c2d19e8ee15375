import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo-users';
import { call, freshEmail } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Rate limits of login, registration, reset and resend: per address + email, per email, per address.

const LIMITS = { windowMs: 60_000, perIpAndEmail: 3, perEmail: 5, perIp: 8 };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ authRateLimit: LIMITS });
});
afterAll(() => t.close());
// The windows count by Date: stopped, a slow machine cannot outlast one mid-test; tests move it on themselves.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

const attempt = (url: string, body: unknown, ip: string) => call(t.app, 'POST', url, { body, ip });
const LOGIN = '/auth/api/v1/jwt/create/';
const wrong = (email: string) => ({ email, password: 'wrong-password-1' });

function expectThrottled(res: Awaited<ReturnType<typeof attempt>>) {
  expect(res.status).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  expect(res.body).toEqual({
    detail: expect.stringMatching(/^Запрос был проигнорирован/) as string,
  });
}

describe('login throttling', () => {
  it('per address and email: the 4th try in the window is a 429 with Retry-After', async () => {
    const email = DEMO_ACCOUNTS[0].email;
    for (let i = 0; i < 3; i++)
      expect((await attempt(LOGIN, wrong(email), '10.0.0.1')).status).toBe(401);
    expectThrottled(await attempt(LOGIN, { email, password: DEMO_PASSWORD }, '10.0.0.1'));
    // the same email from elsewhere is still let through (until the per-email limit)
    expect((await attempt(LOGIN, { email, password: DEMO_PASSWORD }, '10.0.0.2')).status).toBe(200);
  });

  it('per email from many addresses: a distributed attack is slowed too', async () => {
    const email = freshEmail('target');
    for (let i = 0; i < 5; i++) await attempt(LOGIN, wrong(email), `10.1.0.${i}`);
    expectThrottled(await attempt(LOGIN, wrong(email), '10.1.0.99'));
  });

  it('per address across emails: spraying is slowed', async () => {
    for (let i = 0; i < 8; i++) await attempt(LOGIN, wrong(freshEmail('spray')), '10.2.0.1');
    expectThrottled(await attempt(LOGIN, wrong(freshEmail('spray')), '10.2.0.1'));
  });

  it('the real owner waits one window at most', async () => {
    const email = DEMO_ACCOUNTS[1].email;
    const owner = { email, password: DEMO_PASSWORD };
    const start = Date.now();
    for (let i = 0; i < 3; i++) await attempt(LOGIN, wrong(email), '10.3.0.1');
    expectThrottled(await attempt(LOGIN, owner, '10.3.0.1'));
    vi.setSystemTime(start + LIMITS.windowMs - 1);
    expectThrottled(await attempt(LOGIN, owner, '10.3.0.1'));
    vi.setSystemTime(start + LIMITS.windowMs);
    expect((await attempt(LOGIN, owner, '10.3.0.1')).status).toBe(200);
  });
});

describe('registration, reset and resend are throttled too', () => {
  it.each([
    [
      '/auth/api/v1/users/',
      (email: string) => ({ email, password: 'x', re_password: 'y', type_account: 1 }),
    ],
    ['/auth/api/v1/users/reset_password/', (email: string) => ({ email })],
    ['/auth/api/v1/users/resend_activation/', (email: string) => ({ email })],
    ['/contractor/api/v1/register-agency/', (email: string) => ({ email })],
  ])('%s', async (url, body) => {
    const email = freshEmail('limited');
    for (let i = 0; i < 3; i++)
      expect((await attempt(url, body(email), '10.4.0.1')).status).not.toBe(429);
    expectThrottled(await attempt(url, body(email), '10.4.0.1'));
  });

  it('each action counts on its own: a throttled login does not block a reset', async () => {
    const email = freshEmail('separate');
    for (let i = 0; i < 4; i++) await attempt(LOGIN, wrong(email), '10.5.0.1');
    expect(
      (await attempt('/auth/api/v1/users/reset_password/', { email }, '10.5.0.1')).status,
    ).toBe(204);
  });
});
