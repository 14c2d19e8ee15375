import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildsAnswer } from '../../contract/builds';
import { precompressDir } from '../../scripts/precompress';
import { KEEP_DAYS } from '../../server/http/kept-builds';
import { IMMUTABLE } from '../../server/http/static-app';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Deploys one after another on one DATA_DIR: each start keeps the served build's assets, `/assets/…` falls
// back to the kept ones, `/builds/` tells them, and the oldest go by count and by age.

const DAY_MS = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-03-02T09:00:00Z');
const at = (days: number) => new Date(T0.getTime() + days * DAY_MS);
const SCRIPT = (id: string) => `export const build = "${id}";\n${'console.log(1);\n'.repeat(200)}`;

let work: string;
let keptDir: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'podryad-builds-'));
  keptDir = path.join(work, 'data', 'builds');
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

/** A build folder as `npm run build` leaves it: index.html, its hashed chunk, builds/latest.json. */
async function makeBuild(id: string): Promise<string> {
  const dir = path.join(work, `dist-${id}`);
  await mkdir(path.join(dir, 'assets'), { recursive: true });
  await mkdir(path.join(dir, 'builds'), { recursive: true });
  await writeFile(path.join(dir, 'index.html'), `<!doctype html><title>${id}</title>`);
  await writeFile(path.join(dir, 'assets', `route-${id}.js`), SCRIPT(id));
  await writeFile(path.join(dir, 'assets', `route-${id}.js.map`), '{"version":3}');
  await writeFile(
    path.join(dir, 'builds', 'latest.json'),
    JSON.stringify({ buildId: id, builtAt: `2026-03-01T00:00:0${id.slice(1)}.000Z` }),
  );
  await precompressDir(dir);
  return dir;
}

/** A server started on build `id` at `now`, as a deploy restarts it. */
async function deploy(id: string, now: Date): Promise<TestApp> {
  return buildTestApp(
    { staticDir: await makeBuild(id), keptBuildsDir: keptDir, seedDemo: false },
    { clock: () => now },
  );
}

async function builds(t: TestApp) {
  const res = await t.app.inject('/builds/');
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('no-cache');
  return buildsAnswer.parse(res.json());
}

const asset = (t: TestApp, id: string, encoding = 'identity') =>
  t.app.inject({ url: `/assets/route-${id}.js`, headers: { 'accept-encoding': encoding } });

describe('kept builds across deploys', () => {
  it('the first start serves its build and keeps nothing earlier', async () => {
    const t = await deploy('b1', at(0));
    try {
      expect(await builds(t)).toEqual({
        current: { id: 'b1', built_at: '2026-03-01T00:00:01.000Z' },
        kept: [],
      });
      const res = await asset(t, 'b1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.body).toBe(SCRIPT('b1'));
      expect(await readdir(path.join(keptDir, 'b1', 'assets'))).not.toContain('route-b1.js.map');
    } finally {
      await t.close();
    }
  });

  it('after a deploy the previous build’s assets are still served, compressed and immutable', async () => {
    const t = await deploy('b2', at(1));
    try {
      expect(await builds(t)).toEqual({
        current: { id: 'b2', built_at: '2026-03-01T00:00:02.000Z' },
        kept: [
          {
            id: 'b1',
            built_at: '2026-03-01T00:00:01.000Z',
            replaced_at: at(1).toISOString(),
            kept_until: at(1 + KEEP_DAYS).toISOString(),
          },
        ],
      });
      const old = await asset(t, 'b1', 'br, gzip');
      expect(old.statusCode).toBe(200);
      expect(old.headers['content-encoding']).toBe('br');
      expect(old.headers['cache-control']).toBe(IMMUTABLE);
      expect((await asset(t, 'b1')).body).toBe(SCRIPT('b1'));
      expect((await asset(t, 'b2')).body).toBe(SCRIPT('b2'));
    } finally {
      await t.close();
    }
  });

  it('a missing asset, a source map and a compressed sibling are JSON 404s', async () => {
    const t = await deploy('b2', at(2));
    try {
      for (const url of [
        '/assets/route-b0.js',
        '/assets/route-b1.js.map',
        '/assets/route-b2.js.map',
        '/assets/route-b1.js.br',
        '/assets/..%2Fbuilds%2Flatest.json',
        '/assets/..%2F..%2Fpackage.json',
      ]) {
        const res = await t.app.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json(), url).toEqual({ detail: 'Не найдено.' });
      }
      // A compressed copy whose file is gone (a deploy half done) is no file.
      await writeFile(path.join(work, 'dist-b2', 'assets', 'orphan-1.js.br'), 'x');
      const orphan = await t.app.inject({
        url: '/assets/orphan-1.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(orphan.statusCode).toBe(404);
      // A restart on the same build changes nothing kept.
      expect((await builds(t)).kept.map((b) => [b.id, b.replaced_at])).toEqual([
        ['b1', at(1).toISOString()],
      ]);
    } finally {
      await t.close();
    }
  });

  it('keeps the two builds before the current one and prunes older ones', async () => {
    const b3 = await deploy('b3', at(3));
    await b3.close();
    const t = await deploy('b4', at(4));
    try {
      expect((await builds(t)).kept.map((b) => b.id)).toEqual(['b3', 'b2']);
      expect((await asset(t, 'b1')).statusCode).toBe(404);
      expect((await asset(t, 'b2')).statusCode).toBe(200);
      expect((await readdir(keptDir)).sort()).toEqual(['b2', 'b3', 'b4']);
    } finally {
      await t.close();
    }
  });

  it(`prunes a build ${KEEP_DAYS} days after it was replaced`, async () => {
    // b2 was replaced at day 3, b3 at day 4: day 10 still keeps b3 only.
    const t = await deploy('b4', at(3 + KEEP_DAYS));
    try {
      expect((await builds(t)).kept.map((b) => b.id)).toEqual(['b3']);
      expect((await asset(t, 'b2')).statusCode).toBe(404);
      expect((await asset(t, 'b3')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('a DATA_DIR that cannot keep the assets does not stop the start', async () => {
    const blocked = path.join(work, 'not-a-folder');
    await writeFile(blocked, 'a file where the folder should be');
    const t = await buildTestApp(
      { staticDir: await makeBuild('b5'), keptBuildsDir: path.join(blocked, 'builds') },
      { clock: () => at(12) },
    );
    try {
      expect(await builds(t)).toEqual({
        current: { id: 'b5', built_at: '2026-03-01T00:00:05.000Z' },
        kept: [],
      });
      expect((await asset(t, 'b5')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
