import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/api-paths';
import { callApi } from '../../src/lib/api-client';
import { jsonResponse } from './helpers';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('takes method and path from the contract table, parameters filled in', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await callApi(API.accounts.employeeRemove, { params: { id: 42 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/accounts/api/v1/contractor-accounts-lider/42/');
    expect(init?.method).toBe('DELETE');
  });

  it('passes query, body and schema on', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    );
    const page = await callApi(API.faq.faqs, {
      query: { audience: 'client' },
      schema: { parse: (data: unknown) => data as { count: number } },
    });
    expect(page.count).toBe(0);
    expect(fetchMock.mock.calls[0]![0]).toBe('/faq/api/v1/faqs/?audience=client');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });
});
