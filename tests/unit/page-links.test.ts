import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPage, type PageRequest } from '../../server/http/pagination';

// A list page's `next` and `previous`: PUBLIC_URL with the request's path and query, the query written as
// URL's searchParams write it, `page` set (or dropped for the first page). Checked against URL itself doing
// the whole job for each link, over arbitrary paths, queries and PUBLIC_URLs.

const byUrl = (publicUrl: string, requestUrl: string, page: number) => {
  const { pathname, search } = new URL(requestUrl, 'http://path.only');
  const url = new URL(`${publicUrl}${pathname}${search}`);
  if (page === 1) url.searchParams.delete('page');
  else url.searchParams.set('page', String(page));
  return url.toString();
};

/** A value, or the error's name: a URL no parser takes (`//`) fails both ways alike. */
const outcome = <T>(run: () => T): T | string => {
  try {
    return run();
  } catch (error) {
    return (error as Error).name;
  }
};

const request = (publicUrl: string, url: string): PageRequest => ({
  url,
  server: { config: { publicUrl } },
});

const segment = fc.stringMatching(/^[a-zA-Z0-9._~%!$&'()*+,;=:@ а-я-]{0,8}$/);
const path = fc
  .array(segment, { minLength: 1, maxLength: 4 })
  .map((parts) => `/${parts.join('/')}`);
const queryPart = fc.tuple(
  fc.constantFrom('page', 'page_size', 'search', 'q', 'а'),
  fc.stringMatching(/^[a-z0-9 +%&=а-я]{0,6}$/),
);
const query = fc
  .array(queryPart, { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));
const publicUrl = fc.constantFrom(
  'http://localhost',
  'http://127.0.0.1:8080',
  'https://Podryad.Example',
  'https://podryad.example:443',
  'http://podryad.example:80/app',
);

describe('page links', () => {
  it('are what URL writes for PUBLIC_URL, the path and the query with its page', () => {
    fc.assert(
      fc.property(publicUrl, path, query, fc.integer({ min: 1, max: 5 }), (base, p, q, page) => {
        const url = `${p}${q}`;
        const limit = 10;
        const window = { page, limit, offset: (page - 1) * limit };
        const expected = outcome(() => ({
          next: byUrl(base, url, page + 1),
          previous: page > 1 ? byUrl(base, url, page - 1) : null,
        }));
        const built = outcome(() => {
          const { next, previous } = toPage(request(base, url), window, 100, ['x']);
          return { next, previous };
        });
        expect(built).toEqual(expected);
      }),
      { numRuns: 500 },
    );
  });

  it('are absent on a single page', () => {
    const built = toPage(
      request('http://localhost', '/x/?page_size=5'),
      { page: 1, limit: 5, offset: 0 },
      3,
      [1, 2, 3],
    );
    expect(built).toEqual({ count: 3, next: null, previous: null, results: [1, 2, 3] });
  });
});
