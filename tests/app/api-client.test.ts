import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, apiRequest, buildUrl, setUnauthorizedHandler } from '../../src/lib/api-client';
import { clearSession, setSession } from '../../src/lib/session';
import { sessions } from '../fixtures/users';
import { jsonResponse } from './helpers';

const fetchMock = vi.fn<typeof fetch>();
const lastRequest = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, headers: new Headers(init?.headers), init };
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  clearSession();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

describe('api client', () => {
  it('asks for JSON, without a token for a guest', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await expect(apiRequest('/faq/api/v1/faqs/')).resolves.toEqual({ ok: true });
    const { url, headers } = lastRequest();
    expect(url).toBe('/faq/api/v1/faqs/');
    expect(headers.get('Accept')).toBe('application/json');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('sends the bearer access token of the session and a JSON body', async () => {
    setSession(sessions.client);
    fetchMock.mockResolvedValue(jsonResponse({ id: 1 }, 201));
    await apiRequest('/project/api/v1/projects/', { method: 'POST', body: { name: 'Сайт' } });
    const { headers, init } = lastRequest();
    expect(headers.get('Authorization')).toBe('Bearer access-token');
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"Сайт"}');
  });

  it('any 401 calls the logout hook, then throws', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(
      jsonResponse({ detail: 'Учётные данные не были предоставлены.' }, 401),
    );
    const failure = apiRequest('/auth/api/v1/users/me/');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a non-2xx answer becomes ApiError with its data, and is not retried', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    fetchMock.mockResolvedValue(jsonResponse({ email: ['Обязательное поле.'] }, 400));
    await expect(
      apiRequest('/auth/api/v1/users/', { method: 'POST', body: {} }),
    ).rejects.toMatchObject({
      status: 400,
      data: { email: ['Обязательное поле.'] },
    });
    fetchMock.mockResolvedValue(new Response('Bad gateway', { status: 502 }));
    await expect(apiRequest('/faq/api/v1/faqs/')).rejects.toMatchObject({
      status: 502,
      data: 'Bad gateway',
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('parses the answer with a schema when given one', async () => {
    const schema = z.object({ id: z.number() });
    fetchMock.mockResolvedValue(jsonResponse({ id: 3, extra: 'x' }));
    await expect(apiRequest('/x/', { schema })).resolves.toEqual({ id: 3 });
    fetchMock.mockResolvedValue(jsonResponse({ id: 'three' }));
    await expect(apiRequest('/x/', { schema })).rejects.toBeInstanceOf(z.ZodError);
  });

  it('a 204 resolves to null', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(apiRequest('/x/1/', { method: 'DELETE' })).resolves.toBeNull();
  });

  it('builds query strings without empty values', () => {
    expect(
      buildUrl('/faq/api/v1/faqs/', {
        page: 2,
        audience: 'client',
        search: '',
        x: undefined,
        y: null,
      }),
    ).toBe('/faq/api/v1/faqs/?page=2&audience=client');
    expect(buildUrl('/a/', { q: 'тендер & цена' })).toBe(
      '/a/?q=%D1%82%D0%B5%D0%BD%D0%B4%D0%B5%D1%80+%26+%D1%86%D0%B5%D0%BD%D0%B0',
    );
  });
});
