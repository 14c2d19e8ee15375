import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress';
import { IMMUTABLE } from '../../server/http/static-app';
import { buildTestApp, type TestApp } from './helpers/test-app';

const INDEX = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';
// Large and repetitive enough that both encodings are much smaller than the file.
const SCRIPT = `${'export const greeting = "Здравствуйте";\n'.repeat(200)}console.log(1);\n`;
const WORKER = `self.addEventListener('fetch', () => {});\n`.repeat(50);
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'podryad-static-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  await writeFile(path.join(dir, 'assets', 'landing-def456.js'), SCRIPT);
  await writeFile(path.join(dir, 'assets', 'landing-def456.js.map'), '{"version":3}');
  await writeFile(path.join(dir, 'sw.js'), WORKER);
  await precompressDir(dir); // what the build does last
  t = await buildTestApp({ staticDir: dir });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the built app with SPA fallback', () => {
  it.each(['/', '/knowledgebase', '/knowledgebase/3', '/panel/projects/12', '/no/such/page'])(
    'GET %s is the app’s index.html, revalidated',
    async (url) => {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX);
    },
  );

  it('sends a strict Content-Security-Policy with the page', async () => {
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('hashed assets are cached for a year', async () => {
    const res = await t.app.inject('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('a missing file and an unknown API path are JSON 404s, never the page', async () => {
    for (const url of ['/assets/missing-1.js', '/faq/api/v1/nope/', '/accounts/api/v1/', '/ws/x']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Не найдено.' });
    }
  });

  it('a POST to a page path is not answered with HTML', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/knowledgebase' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});

describe('compressed delivery', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('a script goes out as brotli to a browser that accepts it, immutable and varying by encoding', async () => {
    const res = await get('/assets/landing-def456.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 10);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('gzip to a client without brotli, the plain file to one that accepts neither', async () => {
    const gz = await get('/assets/landing-def456.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(String(gz.headers.vary)).toMatch(/accept-encoding/i);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    for (const acceptEncoding of [undefined, 'identity']) {
      const plain = await get('/assets/landing-def456.js', acceptEncoding);
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(String(plain.headers.vary)).toMatch(/accept-encoding/i);
      expect(plain.body).toBe(SCRIPT);
    }
  });

  it.each(['/', '/knowledgebase', '/panel/staff'])(
    'the page at %s is compressed and revalidated (no-cache)',
    async (url) => {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      // The page is tiny: brotli when it saves bytes, else the file itself; either way it reads the same.
      const body =
        res.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(res.rawPayload).toString()
          : res.body;
      expect(body).toBe(INDEX);
    },
  );

  // The API's compression (http/compression.ts) leaves the files to the static server's own answers.
  it('a revalidated file answers 304 without a body; HEAD gives the brotli file’s headers', async () => {
    const url = '/assets/landing-def456.js';
    const res = await get(url, 'br');
    const etag = String(res.headers.etag);
    const again = await t.app.inject({
      url,
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const head = await t.app.inject({ method: 'HEAD', url, headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(res.rawPayload.length);
  });

  it('the service worker is revalidated, never cached for long', async () => {
    const res = await get('/sw.js', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(WORKER);
  });

  it('neither source maps nor the compressed files themselves are served', async () => {
    for (const url of [
      '/assets/landing-def456.js.map',
      '/assets/landing-def456.js.br',
      '/assets/landing-def456.js.gz',
      '/index.html.br',
    ]) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Не найдено.' });
    }
  });
});
