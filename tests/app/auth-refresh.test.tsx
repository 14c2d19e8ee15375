import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setUnauthorizedHandler } from '../../src/lib/api-client';
import { getSession, setSession } from '../../src/lib/session';
import { clientUser } from '../fixtures/users';
import { jsonResponse, visitAs } from './helpers';
import { fakeJwt, stubApi } from './auth-support';

// Refresh tokens rotate and a reused one ends the login on the server: the app must never send two
// refreshes with the same token, and must log out when a 401 survives a refresh.

const REFRESH = '/auth/api/v1/jwt/refresh/';
const onUnauthorized = vi.fn();

beforeEach(() => {
  visitAs('guest');
  onUnauthorized.mockReset();
  setUnauthorizedHandler(onUnauthorized);
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

const logIn = (access: string, refresh = 'refresh-1') =>
  setSession({ user: clientUser, token: { access, refresh } });

/** The API answers with a page for the fresh token and 401 for any other (like the real server). */
function apiAccepting(fresh: () => string, onRefresh = vi.fn()) {
  return stubApi({
    [`POST ${REFRESH}`]: (call) => {
      onRefresh(call.body);
      return jsonResponse({ access: fresh(), refresh: 'refresh-2' });
    },
    'GET /faq/api/v1/faqs/': (call) =>
      call.authorization === `Bearer ${fresh()}`
        ? jsonResponse({ ok: true })
        : jsonResponse({ detail: 'Токен недействителен', code: 'token_not_valid' }, 401),
  });
}

describe('access token refresh', () => {
  it('an expiring token is refreshed before the requests: two at once make one refresh', async () => {
    const fresh = fakeJwt(300);
    logIn(fakeJwt(20)); // 20 s left: inside the refresh margin
    const onRefresh = vi.fn();
    const api = apiAccepting(() => fresh, onRefresh);

    await expect(
      Promise.all([apiRequest('/faq/api/v1/faqs/'), apiRequest('/faq/api/v1/faqs/')]),
    ).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(onRefresh.mock.calls).toEqual([[{ refresh: 'refresh-1' }]]);
    expect(api.callsTo('/faq/api/v1/faqs/').map((call) => call.authorization)).toEqual([
      `Bearer ${fresh}`,
      `Bearer ${fresh}`,
    ]);
    expect(getSession().token).toEqual({ access: fresh, refresh: 'refresh-2' });
  });

  it('two requests refused at once (401) share one refresh, then both go again and succeed', async () => {
    const fresh = fakeJwt(300);
    logIn(fakeJwt(240)); // not expiring, but the server refuses it (e.g. after a restart)
    const onRefresh = vi.fn();
    const api = apiAccepting(() => fresh, onRefresh);

    await expect(
      Promise.all([apiRequest('/faq/api/v1/faqs/'), apiRequest('/faq/api/v1/faqs/')]),
    ).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(api.callsTo('/faq/api/v1/faqs/')).toHaveLength(4);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a token another tab already refreshed is used as is: no second refresh', async () => {
    const fresh = fakeJwt(300);
    const stale = fakeJwt(240);
    logIn(stale);
    const onRefresh = vi.fn();
    apiAccepting(() => fresh, onRefresh);
    const request = apiRequest('/faq/api/v1/faqs/');
    // Meanwhile the other tab rotated the tokens and wrote the shared cookie.
    setSession({ token: { access: fresh, refresh: 'refresh-2' } });
    await expect(request).resolves.toEqual({ ok: true });
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('a 401 that survives the refresh logs out', async () => {
    logIn(fakeJwt(240));
    stubApi({
      [`POST ${REFRESH}`]: () => jsonResponse({ access: fakeJwt(300), refresh: 'refresh-2' }),
      'GET /auth/api/v1/users/me/': () =>
        jsonResponse({ detail: 'Пользователь не найден', code: 'user_not_found' }, 401),
    });
    await expect(apiRequest('/auth/api/v1/users/me/')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a refresh token the server no longer accepts logs out', async () => {
    logIn(fakeJwt(10));
    const api = stubApi({
      [`POST ${REFRESH}`]: () =>
        jsonResponse({ detail: 'Токен недействителен', code: 'token_not_valid' }, 401),
      'GET /auth/api/v1/users/me/': () =>
        jsonResponse({ detail: 'Учётные данные не были предоставлены.' }, 401),
    });
    await expect(apiRequest('/auth/api/v1/users/me/')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalled();
    expect(api.callsTo(REFRESH)).toHaveLength(1);
  });

  it('a guest’s 401 (wrong password) is not a refresh', async () => {
    const api = stubApi({
      'POST /auth/api/v1/jwt/create/': () => jsonResponse({ detail: 'Неверные данные' }, 401),
    });
    await expect(
      apiRequest('/auth/api/v1/jwt/create/', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo(REFRESH)).toHaveLength(0);
  });
});
