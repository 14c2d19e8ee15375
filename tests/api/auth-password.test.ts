import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  freshEmail,
  lastMail,
  login,
  registerActive,
  STRONG_PASSWORD,
} from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// djoser's password flows: reset by mail, change with the current password.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const U = '/auth/api/v1/users';
const post = (url: string, body: unknown, token?: string) =>
  call(t.app, 'POST', url, { body, token });

describe('password reset and change', () => {
  it('reset → confirm: the old password and the old link stop working, the new password works', async () => {
    const session = await registerActive(t.app, 'client');
    expect(
      (await post(`${U}/reset_password/`, { email: session.email.toUpperCase() })).status,
    ).toBe(204);
    const { link, uid, token } = await lastMail(t.app, session.email);
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost/auth/reset');
    const weak = await post(`${U}/reset_password_confirm/`, {
      uid,
      token,
      new_password: 'qwerty123',
    });
    expect(weak.body).toEqual({ new_password: ['Введённый пароль слишком широко распространён.'] });
    const newPassword = 'quiet-harbor-5173';
    expect(
      (await post(`${U}/reset_password_confirm/`, { uid, token, new_password: newPassword }))
        .status,
    ).toBe(204);
    expect(
      (await post('/auth/api/v1/jwt/create/', { email: session.email, password: STRONG_PASSWORD }))
        .status,
    ).toBe(401);
    await login(t.app, session.email, newPassword);
    const reused = await post(`${U}/reset_password_confirm/`, {
      uid,
      token,
      new_password: 'other-harbor-5173',
    });
    expect(reused.body).toEqual({ token: ['Неверный токен для данного пользователя.'] });
    // the reset also ended the logins made with the old password
    expect((await post('/auth/api/v1/jwt/refresh/', { refresh: session.refresh })).status).toBe(
      401,
    );
  });

  it('reset_password answers 204 for an unknown email and mails nothing', async () => {
    const ghost = freshEmail('ghost');
    expect((await post(`${U}/reset_password/`, { email: ghost })).status).toBe(204);
    const rows = await t.app.db.query('select count(*)::int as n from outbox where "to" = $1', [
      ghost,
    ]);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('set_password checks the current one, keeps this login and ends the others', async () => {
    const here = await registerActive(t.app, 'contractor');
    const elsewhere = await login(t.app, here.email, STRONG_PASSWORD);
    const wrong = await post(
      `${U}/set_password/`,
      { current_password: 'nope-nope-1', new_password: 'calm-river-3310' },
      here.access,
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ current_password: ['Неверный пароль.'] });
    const weak = await post(
      `${U}/set_password/`,
      { current_password: STRONG_PASSWORD, new_password: '1234' },
      here.access,
    );
    expect(Object.keys(weak.body as object)).toEqual(['new_password']);
    const ok = await post(
      `${U}/set_password/`,
      { current_password: STRONG_PASSWORD, new_password: 'calm-river-3310' },
      here.access,
    );
    expect(ok.status).toBe(204);
    expect((await post('/auth/api/v1/jwt/refresh/', { refresh: elsewhere.refresh })).status).toBe(
      401,
    );
    expect((await post('/auth/api/v1/jwt/refresh/', { refresh: here.refresh })).status).toBe(200);
    await login(t.app, here.email, 'calm-river-3310');
  });
});
