import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_REFRESH_GRACE_SECONDS } from '../../server/config';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { signToken } from '../../server/modules/auth/jwt';
import { MAX_LOGINS_PER_USER } from '../../server/modules/auth/sessions';
import {
  call,
  lastMail,
  login,
  registerActive,
  STRONG_PASSWORD,
  type Session,
} from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Sessions: an ended login's access tokens stop at once; a refresh token presented twice within the grace
// period (two tabs, a retry, two refreshes at once) gets the same successor; later it is reuse.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
// The grace period counts by Date: stopped, a slow machine cannot outlast it mid-test; tests move it on.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

const J = '/auth/api/v1/jwt';
const U = '/auth/api/v1/users';
const GRACE_MS = DEFAULT_REFRESH_GRACE_SECONDS * 1000;
const post = (url: string, body: unknown, token?: string) =>
  call(t.app, 'POST', url, { body, token });
const me = (token: string) => call(t.app, 'GET', `${U}/me/`, { token });
const refresh = (token: string) => post(`${J}/refresh/`, { refresh: token });
const client = () => login(t.app, DEMO_ACCOUNTS[0].email);
const DEAD_ACCESS = {
  detail: 'Данный токен недействителен для любого типа токена',
  code: 'token_not_valid',
};
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

async function expectDead(access: string) {
  const res = await me(access);
  expect(res.status).toBe(401);
  expect(res.body).toEqual(DEAD_ACCESS);
  expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
}
const expectAlive = async (access: string) => expect((await me(access)).status).toBe(200);

describe("an ended login's access token stops at once", () => {
  it('after logout (jwt/blacklist); another login of the same user keeps working', async () => {
    const phone = await client();
    const laptop = await client();
    await expectAlive(phone.access);
    expect((await post(`${J}/blacklist/`, { refresh: phone.refresh })).status).toBe(200);
    await expectDead(phone.access);
    expect((await post(`${J}/verify/`, { token: phone.access })).status).toBe(401);
    await expectAlive(laptop.access);
    expect((await post(`${J}/verify/`, { token: laptop.access })).status).toBe(200);
  });

  it('after a password change: the other logins end, the caller’s own keeps going', async () => {
    const here = await registerActive(t.app, 'client');
    const elsewhere = await login(t.app, here.email, STRONG_PASSWORD);
    const changed = await post(
      `${U}/set_password/`,
      { current_password: STRONG_PASSWORD, new_password: 'calm-river-3310' },
      here.access,
    );
    expect(changed.status).toBe(204);
    await expectDead(elsewhere.access);
    await expectAlive(here.access);
    const next = (await refresh(here.refresh)).body as Session;
    await expectAlive(next.access);
  });

  it('after a password reset: every login ends', async () => {
    const one = await registerActive(t.app, 'contractor');
    const two = await login(t.app, one.email, STRONG_PASSWORD);
    expect((await post(`${U}/reset_password/`, { email: one.email })).status).toBe(204);
    const { uid, token } = await lastMail(t.app, one.email);
    const reset = await post(`${U}/reset_password_confirm/`, {
      uid,
      token,
      new_password: 'quiet-harbor-5173',
    });
    expect(reset.status).toBe(204);
    await expectDead(one.access);
    await expectDead(two.access);
  });

  it('after the family is revoked for reuse: the thief’s and the owner’s access tokens alike', async () => {
    const stolen = await client();
    const owner = (await refresh(stolen.refresh)).body as Session;
    const thief = (await refresh(stolen.refresh)).body as Session; // within the grace: the same successor
    await expectAlive(owner.access);
    await expectAlive(thief.access);
    later(GRACE_MS + 1_000);
    expect((await refresh(stolen.refresh)).status).toBe(401); // reuse
    await expectDead(owner.access);
    await expectDead(thief.access);
    await expectDead(stolen.access);
    expect((await refresh(owner.refresh)).status).toBe(401);
  });

  it('a refresh does not end the access tokens issued before it (requests in flight keep going)', async () => {
    const first = await client();
    const next = (await refresh(first.refresh)).body as Session;
    await expectAlive(first.access);
    await expectAlive(next.access);
  });

  it('a token without its login, or with a user id beyond any column, is refused with a 401', async () => {
    const secret = t.app.secrets.jwt;
    const { access } = await client();
    const fid = decodeJwt(access).fid as string;
    const noFamily = await signToken(secret, 'access', decodeJwt(access).user_id as number);
    await expectDead(noFamily.token);
    for (const userId of [2 ** 40, 2 ** 31, 0, -1]) {
      const forged = await signToken(secret, 'access', userId, { familyId: fid });
      const res = await me(forged.token);
      expect(res.status, String(userId)).toBe(401);
      expect(res.body).toMatchObject({ code: 'user_not_found' });
    }
    const huge = await signToken(secret, 'access', 2 ** 40, { familyId: fid });
    expect((await post(`${J}/verify/`, { token: huge.token })).status).toBe(200); // signed, login live
    expect((await call(t.app, 'GET', '/faq/api/v1/faqs/', { token: huge.token })).status).toBe(401);
  });
});

describe('refresh grace period', () => {
  it('the same refresh token twice within the grace: the same successor, both tabs stay logged in', async () => {
    const session = await client();
    const tabA = await refresh(session.refresh);
    later(GRACE_MS); // the last moment of the grace
    const tabB = await refresh(session.refresh);
    expect(tabA.status).toBe(200);
    expect(tabB.status).toBe(200);
    const a = tabA.body as Session;
    const b = tabB.body as Session;
    expect(b.refresh).toBe(a.refresh);
    expect(decodeJwt(b.access).fid).toBe(decodeJwt(a.access).fid);
    await expectAlive(a.access);
    await expectAlive(b.access);
    // the shared successor rotates on as usual
    const next = await refresh(b.refresh);
    expect(next.status).toBe(200);
    await expectAlive((next.body as Session).access);
  });

  it('two refreshes at once both succeed with the same successor and stay logged in', async () => {
    for (let round = 0; round < 5; round++) {
      const session = await client();
      const [one, two] = await Promise.all([refresh(session.refresh), refresh(session.refresh)]);
      expect([one.status, two.status]).toEqual([200, 200]);
      expect((one.body as Session).refresh).toBe((two.body as Session).refresh);
      await expectAlive((one.body as Session).access);
      await expectAlive((two.body as Session).access);
      const next = await refresh((two.body as Session).refresh);
      expect(next.status).toBe(200);
      await expectAlive((next.body as Session).access);
    }
  });

  it('after the grace it is reuse: the whole login ends', async () => {
    const session = await client();
    const rotated = (await refresh(session.refresh)).body as Session;
    later(GRACE_MS + 1);
    const reuse = await refresh(session.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({
      detail: 'Токен недействителен или просрочен',
      code: 'token_not_valid',
    });
    expect((await refresh(rotated.refresh)).status).toBe(401);
    await expectDead(rotated.access);
  });

  it('the grace never brings back a logged-out login', async () => {
    const session = await client();
    const rotated = (await refresh(session.refresh)).body as Session;
    expect((await post(`${J}/blacklist/`, { refresh: rotated.refresh })).status).toBe(200);
    expect((await refresh(session.refresh)).status).toBe(401);
    expect((await post(`${J}/verify/`, { token: session.refresh })).status).toBe(401);
    await expectDead(rotated.access);
  });

  it('a tab logging out with a token the other tab just rotated ends the login', async () => {
    const session = await client();
    const rotated = (await refresh(session.refresh)).body as Session;
    expect((await post(`${J}/verify/`, { token: session.refresh })).status).toBe(200);
    expect((await post(`${J}/blacklist/`, { refresh: session.refresh })).status).toBe(200);
    await expectDead(rotated.access);
    expect((await refresh(rotated.refresh)).status).toBe(401);
  });
});

describe('at most 50 logins a user', () => {
  it('a new login past the limit ends the one used longest ago; a refresh counts as use', async () => {
    // Each login a millisecond after the last, as time goes (the embedded database reads the faked Date).
    const next = () => {
      later(1);
      return login(t.app, first.email, STRONG_PASSWORD);
    };
    const first = await registerActive(t.app, 'client');
    const second = await next();
    const rest: Session[] = [];
    for (let i = 2; i < MAX_LOGINS_PER_USER; i++) rest.push(await next());
    // all 50 live; the first one is used again (refreshed), so the second is now the longest unused
    await expectAlive(second.access);
    later(1);
    const firstAgain = (await refresh(first.refresh)).body as Session;
    later(GRACE_MS + 1); // past the grace: the first's old token is no longer an alias of its successor

    const newest = await next();
    await expectDead(second.access);
    expect((await refresh(second.refresh)).status).toBe(401);
    for (const session of [firstAgain, rest[0]!, rest.at(-1)!, newest])
      await expectAlive(session.access);

    const another = await next();
    await expectDead(rest[0]!.access);
    await expectAlive(another.access);
    await expectAlive(rest[1]!.access);
  });
});
