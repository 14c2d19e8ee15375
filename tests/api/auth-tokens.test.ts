import Fastify from 'fastify';
import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { requireAccessRules } from '../../server/modules/auth/authenticate';
import { requireAuth } from '../../server/modules/auth/guards';
import { signToken } from '../../server/modules/auth/jwt';
import { call, freshEmail, lastMail, login, roleId } from './helpers/accounts';
import { unlimitedAgencyOf } from './helpers/plans';
import { buildTestApp, type TestApp } from './helpers/test-app';

// simplejwt's token endpoints: claims, rotation with reuse detection, verify, blacklist, bearer handling.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await unlimitedAgencyOf(t.app);
});
afterAll(() => t.close());
afterEach(() => void vi.useRealTimers());

const J = '/auth/api/v1/jwt';
const post = (url: string, body: unknown, token?: string) =>
  call(t.app, 'POST', url, { body, token });
const me = (token: string) => call(t.app, 'GET', '/auth/api/v1/users/me/', { token });
const client = () => login(t.app, DEMO_ACCOUNTS[0].email);
const INVALID = { detail: 'Токен недействителен или просрочен', code: 'token_not_valid' };

describe('tokens', () => {
  it('carry simplejwt claims: 5 minutes for access, a day for refresh', async () => {
    const { access, refresh } = await client();
    const a = decodeJwt(access);
    const r = decodeJwt(refresh);
    expect(a).toMatchObject({
      token_type: 'access',
      user_id: expect.any(Number) as number,
      jti: expect.any(String) as string,
    });
    expect(a.exp! - a.iat!).toBe(300);
    expect(r).toMatchObject({ token_type: 'refresh', user_id: a.user_id });
    expect(r.exp! - r.iat!).toBe(86_400);
    expect(a.jti).not.toBe(r.jti);
  });

  it('a refresh token is never accepted as access; an expired or foreign one neither', async () => {
    const { refresh, access } = await client();
    const userId = decodeJwt(access).user_id as number;
    const expired = await signToken(t.app.secrets.jwt, 'access', userId, {
      now: Math.floor(Date.now() / 1000) - 301,
    });
    const foreign = await signToken('another-secret-of-at-least-32-chars!!', 'access', userId);
    for (const token of [refresh, expired.token, foreign.token, 'garbage']) {
      const res = await me(token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'token_not_valid' });
      expect(res.headers['www-authenticate']).toBe('Bearer realm="api"');
    }
  });

  it('no bearer is «not provided»; another scheme leaves the caller a guest; a torn header is a 401', async () => {
    expect((await call(t.app, 'GET', '/auth/api/v1/users/me/')).body).toEqual({
      detail: 'Учётные данные не переданы: войдите в систему.',
    });
    const basic = await t.app.inject({
      url: '/auth/api/v1/users/me/',
      headers: { authorization: 'Basic eDp5' },
    });
    expect(basic.json()).toEqual({ detail: 'Учётные данные не переданы: войдите в систему.' });
    const torn = await t.app.inject({
      url: '/auth/api/v1/users/me/',
      headers: { authorization: 'Bearer a b' },
    });
    expect(torn.statusCode).toBe(401);
    expect(torn.json()).toMatchObject({ code: 'bad_authorization_header' });
  });

  it('a bad bearer fails public routes too, but not the token views', async () => {
    expect((await call(t.app, 'GET', '/faq/api/v1/faqs/', { token: 'garbage' })).status).toBe(401);
    const { email, password } = { email: DEMO_ACCOUNTS[0].email, password: 'demo-pass-2026' };
    expect((await post(`${J}/create/`, { email, password }, 'garbage')).status).toBe(200);
  });
});

describe('refresh rotation', () => {
  it('gives a new pair and spends the old refresh token', async () => {
    const first = await client();
    const rotated = await post(`${J}/refresh/`, { refresh: first.refresh });
    expect(rotated.status).toBe(200);
    const next = rotated.body as { access: string; refresh: string };
    expect(next.refresh).not.toBe(first.refresh);
    expect((await me(next.access)).status).toBe(200);
    expect((await post(`${J}/refresh/`, { refresh: next.refresh })).status).toBe(200);
  });

  it('reusing a rotated token after the grace period revokes its whole family, and only that family', async () => {
    const stolen = await client();
    const other = await client();
    const rotated = (await post(`${J}/refresh/`, { refresh: stolen.refresh })).body as {
      refresh: string;
    };
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31_000); // past the 30 s grace (tests/api/sessions.test.ts)
    const reuse = await post(`${J}/refresh/`, { refresh: stolen.refresh });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(INVALID);
    expect((await post(`${J}/refresh/`, { refresh: rotated.refresh })).status).toBe(401);
    expect((await post(`${J}/refresh/`, { refresh: other.refresh })).status).toBe(200);
  });

  it('an access token is not a refresh token', async () => {
    const { access } = await client();
    expect((await post(`${J}/refresh/`, { refresh: access })).body).toEqual(INVALID);
  });
});

describe('verify and blacklist', () => {
  it('verify: 200 {} for a valid token, 401 otherwise', async () => {
    const { access, refresh } = await client();
    expect(await post(`${J}/verify/`, { token: access })).toMatchObject({ status: 200, body: {} });
    expect((await post(`${J}/verify/`, { token: refresh })).status).toBe(200);
    expect(await post(`${J}/verify/`, { token: 'x.y.z' })).toMatchObject({
      status: 401,
      body: INVALID,
    });
  });

  it('blacklist ends the login: its refresh token no longer refreshes or verifies', async () => {
    const { refresh } = await client();
    expect(await post(`${J}/blacklist/`, { refresh })).toMatchObject({ status: 200, body: {} });
    const again = await post(`${J}/refresh/`, { refresh });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({
      detail: 'Токен занесён в чёрный список',
      code: 'token_not_valid',
    });
    expect((await post(`${J}/verify/`, { token: refresh })).status).toBe(401);
  });

  it('a removed employee is logged out at once', async () => {
    const leader = await login(t.app, DEMO_ACCOUNTS[1].email);
    const email = freshEmail('leaving');
    const added = await call<{ id: number }>(
      t.app,
      'POST',
      '/accounts/api/v1/contractor-accounts-lider/',
      {
        token: leader.access,
        body: { email, role: await roleId(t.app, 'manager') },
      },
    );
    const { uid, token } = await lastMail(t.app, email);
    await post('/auth/api/v1/users/reset_password_confirm/', {
      uid,
      token,
      new_password: 'fresh-start-4410',
    });
    const employee = await login(t.app, email, 'fresh-start-4410');
    await call(t.app, 'DELETE', `/accounts/api/v1/contractor-accounts-lider/${added.body.id}/`, {
      token: leader.access,
    });
    expect((await me(employee.access)).body).toMatchObject({ code: 'user_not_found' });
    expect((await post(`${J}/refresh/`, { refresh: employee.refresh })).status).toBe(401);
  });
});

describe('access rules', () => {
  it('a write route that names no guard and is not marked public stops the start', async () => {
    const app = Fastify();
    requireAccessRules(app);
    app.post('/x/api/v1/guarded/', { preHandler: requireAuth }, () => ({}));
    app.post('/x/api/v1/open/', { config: { access: 'public' } }, () => ({}));
    expect(() => app.post('/x/api/v1/forgotten/', () => ({}))).toThrow(/declares no access rule/);
    await app.close();
  });
});
