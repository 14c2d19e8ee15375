import { describe, expect, it } from 'vitest';
import { afterLoginPath } from '../../src/features/auth/log-in';
import { ApiError } from '../../src/lib/api-error';
import { formErrors } from '../../src/lib/form-errors';
import {
  ACCESS_REFRESH_MARGIN_MS,
  needsRefresh,
  tokenExpiresAt,
} from '../../src/lib/token-refresh';
import { clientUser, employeeUser, executorUser } from '../fixtures/users';

const jwtWith = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;

describe('access token expiry', () => {
  it('reads `exp` from the payload (base64url, no padding)', () => {
    expect(tokenExpiresAt(jwtWith({ exp: 1_800_000_000, name: 'Ёжик ~~~>' }))).toBe(
      1_800_000_000_000,
    );
    for (const broken of ['', 'abc', 'a.!!!.c', jwtWith({ exp: 'soon' }), jwtWith({})])
      expect(tokenExpiresAt(broken), broken).toBeNull();
  });

  it('refreshes within the margin before expiry; leaves unreadable tokens to the server', () => {
    const now = 1_800_000_000_000;
    const at = (ms: number) => jwtWith({ exp: (now + ms) / 1000 });
    expect(needsRefresh(at(ACCESS_REFRESH_MARGIN_MS + 1000), now)).toBe(false);
    expect(needsRefresh(at(ACCESS_REFRESH_MARGIN_MS - 1000), now)).toBe(true);
    expect(needsRefresh(at(-5000), now)).toBe(true);
    expect(needsRefresh('not-a-jwt', now)).toBe(false);
  });
});

describe('after login', () => {
  it('a client goes to the dashboard, executors and employees to the panel', () => {
    expect(afterLoginPath(clientUser, null)).toBe('/dashboard');
    expect(afterLoginPath(executorUser, null)).toBe('/panel');
    expect(afterLoginPath(employeeUser, null)).toBe('/panel');
  });

  it('returns to a local page only, never to another site or an auth page', () => {
    expect(afterLoginPath(clientUser, '/dashboard/profile?tab=1')).toBe('/dashboard/profile?tab=1');
    for (const unsafe of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      '/auth/logout',
      '/auth/login?x=1',
    ])
      expect(afterLoginPath(clientUser, unsafe), unsafe).toBe('/dashboard');
  });
});

describe('server errors on a form', () => {
  const error = new ApiError(400, {
    email: ['Пользователь с таким email уже существует.'],
    'company.inn': ['Неверный ИНН.'],
    services: { 0: { service_range: ['Диапазон другой услуги.'] } },
    non_field_errors: ['Пароли не совпадают.'],
  });

  it('puts the form’s own fields under them and the rest above, labelled', () => {
    expect(
      formErrors(error, ['email', 'password'], {
        labels: { 'company.inn': 'ИНН', services: 'Услуги' },
      }),
    ).toEqual({
      fields: [{ name: 'email', errors: ['Пользователь с таким email уже существует.'] }],
      messages: ['ИНН: Неверный ИНН.', 'Услуги: Диапазон другой услуги.', 'Пароли не совпадают.'],
    });
  });

  it('strips the nesting prefix of account bodies (`{"company": {...}}`)', () => {
    expect(formErrors(error, ['inn'], { prefix: 'company.' }).fields).toEqual([
      { name: 'inn', errors: ['Неверный ИНН.'] },
    ]);
  });

  it('a detail, or nothing readable, is one message', () => {
    expect(
      formErrors(new ApiError(429, { detail: 'Слишком много попыток.' }), []).messages,
    ).toEqual(['Слишком много попыток.']);
    expect(formErrors(new TypeError('Failed to fetch'), ['email']).messages).toHaveLength(1);
  });
});
