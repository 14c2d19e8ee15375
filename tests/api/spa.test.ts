import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers/test-app';

const INDEX = '<!doctype html><html lang="ru"><body><div id="root"></div></body></html>';
let dir: string;
let t: TestApp;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'podryad-static-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), INDEX);
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
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
    expect(res.headers['cache-control']).toContain('immutable');
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
