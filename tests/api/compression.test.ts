import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, apiPath } from '../../contract/api-paths';
import { projects } from '../../server/db/schema';
import { DEMO_PROJECTS } from '../../server/db/seed/demo-projects';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { login } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The API's answers of 1 KB and more leave compressed as the client accepts: brotli first, else gzip, else
// plain; each decompresses to the plain answer's JSON, and says it varies by Accept-Encoding.

/** Issue 31's budget for a ranking page and the catalogue's first page on the wire. */
const WIRE_BYTES = 4 * 1024;

let t: TestApp;
let token: string;
let rankingUrl: string;
const catalogueUrl = apiPath(API.contractor.contractors);

beforeAll(async () => {
  t = await buildTestApp();
  token = (await login(t.app, DEMO_ACCOUNTS[0].email)).access;
  const matching = DEMO_PROJECTS.find((demo) => demo.status === 'matching')!;
  const [project] = await t.app.db.db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.title, matching.title));
  rankingUrl = apiPath(API.contractor.projectRanking, { id: project!.id });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, method: InjectOptions['method'] = 'GET') =>
  t.app.inject({
    method,
    url,
    headers: {
      authorization: `Bearer ${token}`,
      ...(acceptEncoding !== undefined && { 'accept-encoding': acceptEncoding }),
    },
  });

const plainJson = (res: LightMyRequestResponse): unknown => {
  const encoding = res.headers['content-encoding'];
  const bytes = res.rawPayload;
  const plain =
    encoding === 'br'
      ? brotliDecompressSync(bytes)
      : encoding === 'gzip'
        ? gunzipSync(bytes)
        : bytes;
  return JSON.parse(plain.toString('utf8'));
};

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

// Both are held to the 4 KB on the demo data: the catalogue's first page is 12 cards and facets of
// ids and counts (their names are another answer, cached long), 3.7 KB of brotli where 20 cards and named
// facets were 6.3 KB.
describe.each([
  ['a ranking page', () => rankingUrl],
  ['the catalogue’s first page', () => catalogueUrl],
])('%s', (_name, url) => {
  it('goes out as brotli when accepted: the same JSON, a fraction of the bytes', async () => {
    const plain = await get(url());
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(WIRE_BYTES); // else the check below proves nothing
    const br = await get(url(), 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^application\/json/);
    expect(varies(br)).toBe(true);
    expect(br.rawPayload.length).toBeLessThanOrEqual(WIRE_BYTES);
    expect(plainJson(br)).toEqual(plain.json());
  });

  it('goes out as gzip when only gzip is accepted, the same JSON', async () => {
    const plain = await get(url());
    const gzip = await get(url(), 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(varies(gzip)).toBe(true);
    expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(plainJson(gzip)).toEqual(plain.json());
  });

  it('goes out plain when no encoding of ours is accepted', async () => {
    const plain = (await get(url())).rawPayload;
    for (const accepted of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const res = await get(url(), accepted);
      expect(res.statusCode, String(accepted)).toBe(200);
      expect(res.headers['content-encoding'], String(accepted)).toBeUndefined();
      expect(res.rawPayload.equals(plain), String(accepted)).toBe(true);
    }
  });

  // Fastify's HEAD runs the GET and keeps only its plain length: true headers of the plain answer.
  it('answers HEAD without a body, with the plain answer’s length', async () => {
    const plain = await get(url());
    const head = await get(url(), 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBeUndefined();
    expect(Number(head.headers['content-length'])).toBe(plain.rawPayload.length);
  });
});

describe('below 1 KB', () => {
  it('leaves an answer under 1 KB plain', async () => {
    const res = await get(`${catalogueUrl}?page_size=1&search=zzzz`, 'br');
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ count: 0, results: [] });
  });

  it('leaves an error under 1 KB plain', async () => {
    const res = await get(apiPath(API.contractor.projectRanking, { id: 999_999 }), 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ detail: expect.any(String) as string });
  });
});
