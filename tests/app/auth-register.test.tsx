import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { accountTypes, noContent, stubApi } from './auth-support';

beforeAll(loadRouteModules);

beforeEach(() => visitAs('guest'));
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

const page = (results: unknown[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
});

async function fillRegistration(password = 'Strong-pass-42') {
  fireEvent.change(await screen.findByLabelText('Электронная почта'), {
    target: { value: 'new@client.example' },
  });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Повторите пароль'), { target: { value: password } });
  fireEvent.click(screen.getByRole('checkbox'));
  fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
}

describe('client registration', () => {
  it('shows a DRF 400 under its fields, and non_field_errors above the button', async () => {
    const api = stubApi({
      'GET /accounts/api/v1/account-types/': () => jsonResponse(page(accountTypes)),
      'POST /auth/api/v1/users/': () =>
        jsonResponse(
          {
            email: ['Пользователь с таким email уже существует.'],
            password: ['Введённый пароль слишком широко распространён.'],
            non_field_errors: ['Пароли не совпадают.'],
          },
          400,
        ),
    });
    await renderApp('/auth/register');
    await fillRegistration();

    expect(await screen.findByText('Пользователь с таким email уже существует.')).toBeTruthy();
    expect(screen.getByText('Введённый пароль слишком широко распространён.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Пароли не совпадают.');
    // Field messages sit under their fields and describe them, not in the alert.
    const email = screen.getByLabelText('Электронная почта');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email).toHaveAccessibleDescription('Пользователь с таким email уже существует.');
    expect(api.callsTo('/auth/api/v1/users/')[0]?.body).toEqual({
      email: 'new@client.example',
      password: 'Strong-pass-42',
      re_password: 'Strong-pass-42',
      type_account: 1,
    });
  });

  it('without the consent nothing is sent', async () => {
    const api = stubApi({
      'GET /accounts/api/v1/account-types/': () => jsonResponse(page(accountTypes)),
    });
    await renderApp('/auth/register');
    fireEvent.change(await screen.findByLabelText('Электронная почта'), {
      target: { value: 'new@client.example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByText('Без согласия с условиями регистрация невозможна')).toBeTruthy();
    expect(api.callsTo('/auth/api/v1/users/')).toHaveLength(0);
  });

  it('after registering: «Проверьте почту», and the mail can be sent again', async () => {
    const api = stubApi({
      'GET /accounts/api/v1/account-types/': () => jsonResponse(page(accountTypes)),
      'POST /auth/api/v1/users/': () =>
        jsonResponse({ id: 9, email: 'new@client.example', type_account: 1 }, 201),
      'POST /auth/api/v1/users/resend_activation/': noContent,
    });
    await renderApp('/auth/register');
    await fillRegistration();
    expect(await screen.findByText('Проверьте почту')).toBeTruthy();
    expect(screen.getByText('new@client.example')).toBeTruthy();
    const resend = screen.getByRole('button', { name: /Отправить ещё раз через \d+ с/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(api.callsTo('/auth/api/v1/users/resend_activation/')).toHaveLength(0);
  });

  it('account types that fail to load: the toast, and the form says why it cannot go on', async () => {
    stubApi({
      'GET /accounts/api/v1/account-types/': () => new Response('', { status: 503 }),
    });
    await renderApp('/auth/register');
    expect(await screen.findByText('Ошибка получения типа')).toBeTruthy();
    await fillRegistration();
    expect(await screen.findByText(/^Не удалось получить тип аккаунта/)).toBeTruthy();
  });
});
