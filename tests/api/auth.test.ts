import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo-users';
import {
  accountTypeIds,
  call,
  freshEmail,
  lastMail,
  login,
  STRONG_PASSWORD,
} from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// djoser's user flows: registration, activation, me.

let t: TestApp;
let types: Awaited<ReturnType<typeof accountTypeIds>>;
beforeAll(async () => {
  t = await buildTestApp();
  types = await accountTypeIds(t.app);
});
afterAll(() => t.close());

const U = '/auth/api/v1/users';
const post = (url: string, body: unknown, token?: string) =>
  call(t.app, 'POST', url, { body, token });
const NO_ACCOUNT = { detail: 'Неверная почта или пароль' };

describe('registration and activation', () => {
  it('register → activation link in the outbox → activate → login → me', async () => {
    const email = freshEmail('Mixed.Case');
    const created = await post(`${U}/`, {
      email,
      password: STRONG_PASSWORD,
      re_password: STRONG_PASSWORD,
      type_account: types.client,
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: expect.any(Number) as number,
      email: email.toLowerCase(),
      type_account: types.client,
    });

    const login1 = await post('/auth/api/v1/jwt/create/', { email, password: STRONG_PASSWORD });
    expect(login1.status).toBe(401); // inactive until activated: the right password learns so
    expect(login1.body).toEqual({
      detail: 'Аккаунт ещё не активирован. Откройте ссылку из письма или запросите письмо ещё раз.',
      code: 'user_inactive',
    });
    const wrong = await post('/auth/api/v1/jwt/create/', { email, password: 'not-the-password' });
    expect(wrong.body).toEqual(NO_ACCOUNT);

    const { link, uid, token, mail } = await lastMail(t.app, email.toLowerCase());
    expect(`${link.origin}${link.pathname}`).toBe('http://localhost/auth/login');
    // the login page fills the email in after activating
    expect(link.searchParams.get('email')).toBe(email.toLowerCase());
    expect(mail.subject).toMatch(/[А-Яа-я]/);
    expect((await post(`${U}/activation/`, { uid, token })).status).toBe(204);

    const session = await login(t.app, email.toUpperCase(), STRONG_PASSWORD);
    const me = await call(t.app, 'GET', `${U}/me/`, { token: session.access });
    expect(me.body).toEqual({
      id: (created.body as { id: number }).id,
      email: email.toLowerCase(),
      type_account: types.client,
      accountTypes: [{ id: types.client, name: 'client' }],
      first_name: '',
      last_name: '',
      position: '',
    });
  });

  it('a used activation link is a 403 that says the account is active; a wrong token or uid a 400', async () => {
    const email = freshEmail();
    await post(`${U}/`, {
      email,
      password: STRONG_PASSWORD,
      re_password: STRONG_PASSWORD,
      type_account: types.contractor,
    });
    const { uid, token } = await lastMail(t.app, email);
    expect((await post(`${U}/activation/`, { uid, token })).status).toBe(204);
    const again = await post(`${U}/activation/`, { uid, token });
    expect(again.status).toBe(403);
    const alreadyActive = {
      detail: 'Аккаунт уже активирован: войдите с вашим email и паролем.',
      code: 'already_active',
    };
    expect(again.body).toEqual(alreadyActive);
    // however old the used link: after its 3 days it still says so (and still activates nothing)
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 30 * 24 * 3600 * 1000);
      expect((await post(`${U}/activation/`, { uid, token })).body).toEqual(alreadyActive);
    } finally {
      vi.useRealTimers();
    }
    expect((await post(`${U}/activation/`, { uid, token: `${token}x` })).body).toEqual({
      token: ['Неверный токен для данного пользователя.'],
    });
    expect((await post(`${U}/activation/`, { uid: 'OTk5OTk5', token })).body).toEqual({
      uid: ['Неверный идентификатор пользователя или пользователь не существует.'],
    });
  });

  it('resend_activation mails a new link to an inactive user and answers 204 for anyone', async () => {
    const email = freshEmail();
    await post(`${U}/`, {
      email,
      password: STRONG_PASSWORD,
      re_password: STRONG_PASSWORD,
      type_account: types.client,
    });
    const first = await lastMail(t.app, email);
    expect((await post(`${U}/resend_activation/`, { email })).status).toBe(204);
    const second = await lastMail(t.app, email);
    expect(second.mail.id).toBeGreaterThan(first.mail.id);
    expect((await post(`${U}/resend_activation/`, { email: freshEmail('ghost') })).status).toBe(
      204,
    );
    expect((await post(`${U}/resend_activation/`, { email: DEMO_ACCOUNTS[0].email })).status).toBe(
      204,
    );
  });

  it('reports every problem per field, in Russian', async () => {
    const taken = await post(`${U}/`, {
      email: DEMO_ACCOUNTS[0].email.toUpperCase(),
      password: '12345678',
      re_password: '12345678',
      type_account: types.contractorUser,
    });
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual({
      type_account: ['Этот тип аккаунта нельзя выбрать при регистрации.'],
      email: ['Пользователь с таким email уже существует.'],
      password: [
        'Введённый пароль слишком широко распространён.',
        'Введённый пароль состоит только из цифр.',
      ],
    });
    const email = freshEmail('ivan.petrov');
    const cases: [string, string, Record<string, string[]>][] = [
      [
        'short1',
        'short1',
        {
          password: [
            'Введённый пароль слишком короткий. Он должен содержать как минимум 8 символов.',
          ],
        },
      ],
      [email, email, { password: ['Введённый пароль слишком похож на адрес электронной почты.'] }],
      [STRONG_PASSWORD, `${STRONG_PASSWORD}!`, { non_field_errors: ['Пароли не совпадают.'] }],
    ];
    for (const [password, re_password, errors] of cases) {
      const res = await post(`${U}/`, { email, password, re_password, type_account: types.client });
      expect(res.body, password).toEqual(errors);
    }
    const bad = await post(`${U}/`, {
      email: 'not-an-email',
      password: 'x',
      re_password: 'x',
      type_account: 99,
      admin: true,
    });
    expect(bad.body).toMatchObject({
      email: ['Введите правильный адрес электронной почты.'],
      admin: ['Неизвестное поле.'],
    });
  });
});

describe('me and account type of each role', () => {
  it.each([
    [DEMO_ACCOUNTS[0].email, 'client', ['client']],
    [DEMO_ACCOUNTS[1].email, 'contractor', ['contractor']],
    [DEMO_ACCOUNTS[2].email, 'contractor_user', ['contractor', 'contractor_user']],
  ])('%s is %s', async (email, who, held) => {
    const { access } = await login(t.app, email, DEMO_PASSWORD);
    const me = await call<{ accountTypes: { name: string }[] }>(t.app, 'GET', `${U}/me/`, {
      token: access,
    });
    expect(me.body.accountTypes.map((type) => type.name)).toEqual(held);
    const type = await call(t.app, 'GET', '/accounts/api/v1/accout-type-who', { token: access });
    expect(type.body).toEqual({ type_account: { id: expect.any(Number) as number, name: who } });
  });
});
