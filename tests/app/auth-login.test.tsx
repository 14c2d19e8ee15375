import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { getSession } from '../../src/lib/session';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { fakeJwt, meOf, noContent, stubApi } from './auth-support';

beforeAll(loadRouteModules);

beforeEach(() => visitAs('guest'));
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

async function logInAs(url: string) {
  const view = await renderApp(url);
  fireEvent.change(await screen.findByLabelText('Электронная почта'), {
    target: { value: 'user@podryad.example' },
  });
  fireEvent.change(screen.getByLabelText('Пароль'), { target: { value: 'demo-pass-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Войти' }));
  return view;
}

describe('login', () => {
  for (const [kind, home] of [
    ['client', '/dashboard'],
    ['executor', '/panel'],
    ['employee', '/panel'],
  ] as const) {
    it(`a ${kind} gets both cookies and lands in ${home}`, async () => {
      const access = fakeJwt(300);
      const api = stubApi({
        'POST /auth/api/v1/jwt/create/': () => jsonResponse({ access, refresh: 'refresh-1' }),
        'GET /auth/api/v1/users/me/': () => jsonResponse(meOf(kind)),
      });
      const { router } = await logInAs('/auth/login');
      await waitFor(() => expect(router.state.location.pathname).toBe(home));

      expect(api.callsTo('/auth/api/v1/jwt/create/')[0]?.body).toEqual({
        email: 'user@podryad.example',
        password: 'demo-pass-2026',
      });
      expect(api.callsTo('/auth/api/v1/users/me/')[0]?.authorization).toBe(`Bearer ${access}`);
      const { id, type_account, accountTypes } = meOf(kind);
      expect(getSession()).toEqual({
        user: { id, type_account, accountTypes },
        token: { access, refresh: 'refresh-1' },
      });
    });
  }

  it('returns to the page the guard sent the user away from', async () => {
    stubApi({
      'POST /auth/api/v1/jwt/create/': () => jsonResponse({ access: fakeJwt(300), refresh: 'r' }),
      'GET /auth/api/v1/users/me/': () => jsonResponse(meOf('client')),
    });
    const { router } = await logInAs('/auth/login?redirectTo=%2Fdashboard%2Fprofile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/profile'));
  });

  it('wrong credentials: the server’s detail above the button, no session', async () => {
    stubApi({
      'POST /auth/api/v1/jwt/create/': () =>
        jsonResponse({ detail: 'Неверная почта или пароль' }, 401),
    });
    const { router } = await logInAs('/auth/login');
    expect(await screen.findByText('Неверная почта или пароль')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(getSession()).toEqual({ user: null, token: null });
  });

  it('a user that cannot be loaded: the toast, and no session is left', async () => {
    stubApi({
      'POST /auth/api/v1/jwt/create/': () => jsonResponse({ access: fakeJwt(300), refresh: 'r' }),
      'GET /auth/api/v1/users/me/': () => new Response('', { status: 502 }),
    });
    const { router } = await logInAs('/auth/login');
    expect(await screen.findByText('Произошла ошибка получения пользователя')).toBeTruthy();
    expect(getSession()).toEqual({ user: null, token: null });
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});

describe('activation from the mail’s link', () => {
  it('activates once, says so, and drops the one-use token from the address', async () => {
    const api = stubApi({ 'POST /auth/api/v1/users/activation/': noContent });
    const { router } = await renderApp('/auth/login?uid=MTI&token=abc-123&redirectTo=%2Fdashboard');
    expect(await screen.findByText('Аккаунт активирован, войдите')).toBeTruthy();
    expect(api.callsTo('/auth/api/v1/users/activation/').map((call) => call.body)).toEqual([
      { uid: 'MTI', token: 'abc-123' },
    ]);
    await waitFor(() => expect(router.state.location.search).toBe('?redirectTo=%2Fdashboard'));
    expect(screen.getByText('Аккаунт активирован, войдите')).toBeTruthy();
  });

  it('a used or wrong link: the server’s reason', async () => {
    stubApi({
      'POST /auth/api/v1/users/activation/': () =>
        jsonResponse({ detail: 'Устаревший токен для данного пользователя.' }, 403),
    });
    await renderApp('/auth/login?uid=MTI&token=used');
    expect(await screen.findByText('Не удалось активировать аккаунт')).toBeTruthy();
    expect(screen.getByText(/Устаревший токен для данного пользователя\./)).toBeTruthy();
  });
});
