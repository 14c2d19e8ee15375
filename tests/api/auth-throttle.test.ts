import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo-users';
import { accountTypeByName } from '../../server/modules/auth';
import { deviceCookie, DEVICE_COOKIE_MAX_AGE_S } from '../../server/modules/auth/device-cookie';
import { hashPassword } from '../../server/security/passwords';
import { call, freshEmail, STRONG_PASSWORD } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Rate limits of login, registration, reset and resend: per address + email, per email, per address.
// Login counts failures only, and a browser that logged in before (its device cookie) has its own budget.

const LIMITS = { windowMs: 60_000, perIpAndEmail: 3, perEmail: 5, perIp: 8, perDevice: 4 };
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

/** An active client account made straight in the database (registering through the API is throttled here). */
async function activeUser() {
  const email = freshEmail('owner');
  const db = t.app.db.db;
  const [user] = await db
    .insert(users)
    .values({
      email,
      password: await hashPassword(STRONG_PASSWORD, t.app.config.passwordHashLog2N),
      isActive: true,
      typeAccountId: (await accountTypeByName(db, 'client')).id,
    })
    .returning();
  return { id: user!.id, email, right: { email, password: STRONG_PASSWORD } };
}

/** A login with a `Cookie` header; the answer's device cookie as `name=value`. */
async function loginWith(body: unknown, ip: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: LOGIN,
    payload: body as Record<string, string>,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
  const setCookie = res.headers['set-cookie'];
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json<unknown>(),
    setCookie: typeof setCookie === 'string' ? setCookie : undefined,
    device: typeof setCookie === 'string' ? setCookie.split(';')[0] : undefined,
  };
}

/** The owner's browser: one correct login, and the device cookie it got. */
async function knownDevice(right: unknown, ip: string): Promise<string> {
  const res = await loginWith(right, ip);
  expect(res.status).toBe(200);
  return res.device!;
}

describe('login counts failures only, and a known device keeps its own budget', () => {
  it('a correct login sets an HttpOnly, SameSite=Strict device cookie for the login path only', async () => {
    const owner = await activeUser();
    const res = await loginWith(owner.right, '10.6.0.1');
    expect(res.status).toBe(200);
    expect(res.setCookie).toMatch(new RegExp(`^podryad_device_${owner.id}=${owner.id}\\.`));
    const attributes = res.setCookie!.split('; ').slice(1);
    expect(attributes).toEqual([
      'Path=/auth/api/v1/jwt/create/',
      `Max-Age=${DEVICE_COOKIE_MAX_AGE_S}`,
      'HttpOnly',
      'SameSite=Strict',
    ]);
    // Secure whenever the app is reached over https
    expect(deviceCookie('k'.repeat(32), 7, { secure: true })).toMatch(/; Secure$/);
    // a failure sets none
    expect((await loginWith(wrong(owner.email), '10.6.0.1')).setCookie).toBeUndefined();
  });

  it('many correct logins from one address are never throttled', async () => {
    const owner = await activeUser();
    for (let i = 0; i < 3 * LIMITS.perIp; i++)
      expect((await loginWith(owner.right, '10.7.0.1')).status).toBe(200);
    // and the failures still count afterwards: per address and email
    for (let i = 0; i < LIMITS.perIpAndEmail; i++)
      expect((await loginWith(wrong(owner.email), '10.7.0.1')).status).toBe(401);
    expectThrottled(await attempt(LOGIN, owner.right, '10.7.0.1'));
  });

  it('an attacker failing from 4 addresses cannot keep out an owner with a device cookie', async () => {
    const owner = await activeUser();
    const device = await knownDevice(owner.right, '10.8.0.100');
    let refused = 0;
    for (let round = 0; round < 22; round++) {
      for (let ip = 1; ip <= 4; ip++)
        if ((await loginWith(wrong(owner.email), `10.8.0.${ip}`)).status === 429) refused++;
      const res = await loginWith(owner.right, '10.8.0.100', device);
      expect(res.status, `owner's login ${round + 1}`).toBe(200);
      expect(Object.keys(res.body as object).sort()).toEqual(['access', 'refresh']);
    }
    // the attacker was stopped after the account's untrusted budget
    expect(refused).toBe(22 * 4 - LIMITS.perEmail);
    // and the owner's mistypes on the known device do not lock it either, up to its own budget
    expect((await loginWith(wrong(owner.email), '10.8.0.100', device)).status).toBe(401);
    expect((await loginWith(owner.right, '10.8.0.100', device)).status).toBe(200);
  });

  it('a burst of parallel guesses gets no more tries than one after another', async () => {
    const owner = await activeUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => loginWith(wrong(owner.email), '10.13.0.1')),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(LIMITS.perIpAndEmail).fill(401),
      ...Array<number>(20 - LIMITS.perIpAndEmail).fill(429),
    ]);
  });

  it('30 simultaneous correct logins from one address all pass: a check in flight is no failure', async () => {
    const owner = await activeUser();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => loginWith(owner.right, '10.14.0.1')),
    );
    expect(answers.map((res) => res.status)).toEqual(Array<number>(30).fill(200));
    // the failures still count from zero afterwards
    for (let i = 0; i < LIMITS.perIpAndEmail; i++)
      expect((await loginWith(wrong(owner.email), '10.14.0.1')).status).toBe(401);
    expectThrottled(await attempt(LOGIN, owner.right, '10.14.0.1'));
  });

  it("wrong and correct passwords at once: the budget's failures, then 429 for everyone", async () => {
    const owner = await activeUser();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        loginWith(i % 2 === 0 ? wrong(owner.email) : owner.right, '10.15.0.1'),
      ),
    );
    const count = (status: number) => answers.filter((res) => res.status === status).length;
    expect(count(401)).toBe(LIMITS.perIpAndEmail);
    expect(count(200) + count(401) + count(429)).toBe(20);
  });

  it('untrusted clients are locked out together for one window, even with the right password', async () => {
    const owner = await activeUser();
    const start = Date.now();
    for (let i = 0; i < LIMITS.perEmail; i++)
      expect((await loginWith(wrong(owner.email), `10.9.0.${i}`)).status).toBe(401);
    // a new browser of the owner, from a new address
    expectThrottled(await attempt(LOGIN, owner.right, '10.9.1.1'));
    vi.setSystemTime(start + LIMITS.windowMs - 1);
    expectThrottled(await attempt(LOGIN, owner.right, '10.9.1.1'));
    vi.setSystemTime(start + LIMITS.windowMs);
    expect((await loginWith(owner.right, '10.9.1.1')).status).toBe(200);
  });

  it('each device has its own budget: a locked one does not lock another or the untrusted ones', async () => {
    const owner = await activeUser();
    const phone = await knownDevice(owner.right, '10.10.0.1');
    const laptop = await knownDevice(owner.right, '10.10.0.2');
    const start = Date.now();
    for (let i = 0; i < LIMITS.perDevice; i++)
      expect((await loginWith(wrong(owner.email), '10.10.0.1', phone)).status).toBe(401);
    const locked = await loginWith(owner.right, '10.10.0.1', phone);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(LIMITS.windowMs / 1000);
    expect((await loginWith(owner.right, '10.10.0.2', laptop)).status).toBe(200);
    // the phone's failures were not the untrusted clients': a new browser still gets in
    expect((await loginWith(owner.right, '10.10.0.1')).status).toBe(200);
    vi.setSystemTime(start + LIMITS.windowMs);
    expect((await loginWith(owner.right, '10.10.0.1', phone)).status).toBe(200);
  });

  it('a forged, altered or another account’s cookie is ignored: the client is untrusted', async () => {
    const owner = await activeUser();
    const other = await activeUser();
    const ownDevice = await knownDevice(owner.right, '10.11.0.1');
    const othersDevice = await knownDevice(other.right, '10.11.0.2');
    for (let i = 0; i < LIMITS.perEmail; i++) await loginWith(wrong(owner.email), `10.11.1.${i}`);
    const [name, value] = ownDevice.split('=') as [string, string];
    const [, nonce, signature] = value.split('.') as [string, string, string];
    const flipped = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    const otherValue = othersDevice.split('=')[1]!;
    const [, otherNonce, otherSignature] = otherValue.split('.') as [string, string, string];
    for (const cookie of [
      `${name}=${owner.id}.${nonce}.${flipped}`, // altered signature
      `${name}=${owner.id}.${'A'.repeat(22)}.${signature}`, // another nonce
      `${name}=${owner.id}.${otherNonce}.${otherSignature}`, // another account's signature
      `${name}=${otherValue}`, // another account's cookie under this account's name
      othersDevice, // another account's cookie as it is
      `${name}=garbage`,
    ])
      expectThrottled(await loginWith(owner.right, '10.11.2.1', cookie));
    // the genuine one still works
    expect((await loginWith(owner.right, '10.11.2.1', ownDevice)).status).toBe(200);
  });

  it('a correct password of an account not activated yet: a 401 that says so, and no cookie', async () => {
    const email = freshEmail('inactive');
    const db = t.app.db.db;
    await db.insert(users).values({
      email,
      password: await hashPassword(STRONG_PASSWORD, t.app.config.passwordHashLog2N),
      typeAccountId: (await accountTypeByName(db, 'client')).id,
    });
    const right = await loginWith({ email, password: STRONG_PASSWORD }, '10.12.0.1');
    expect(right.status).toBe(401);
    expect(right.body).toEqual({
      detail: 'Аккаунт ещё не активирован. Откройте ссылку из письма или запросите письмо ещё раз.',
      code: 'user_inactive',
    });
    expect(right.setCookie).toBeUndefined();
    // a wrong password learns nothing about the account
    expect((await loginWith(wrong(email), '10.12.0.1')).body).toEqual({
      detail: 'Неверная почта или пароль',
    });
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
