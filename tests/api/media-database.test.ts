import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Avatar } from '../../contract/materials';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { createScratchDatabase } from '../../server/db/scratch';
import { newMediaKey } from '../../server/storage';
import { databaseStorage, MEDIA_CHUNK_BYTES } from '../../server/storage/database';
import { migrateMediaFromDisk } from '../../server/storage/migrate';
import { filePart, jpeg, mediaPath, postForm } from './helpers/uploads';
import { runOps } from './helpers/server-process';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { buildWorld } from './helpers/world';

// Media in PostgreSQL's tables (the storage with DATABASE_URL): written and read a chunk at a time, served
// at the same URLs with the same caching, shared by every process; `npm run ops -- media migrate` copies
// a disk folder in. The storage runs on PGlite too, so most of this runs on both databases.

const serverUrl = process.env.DATABASE_URL;
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the database media storage (on this run’s database)', () => {
  let t: TestApp;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false, mediaStore: 'database' });
    dir = await mkdtemp(path.join(tmpdir(), 'podryad-media-migrate-'));
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('a large file is stored in chunks and streamed back a chunk at a time, at its URL', async () => {
    const bytes = randomBytes(5 * MEDIA_CHUNK_BYTES + 12_345);
    const key = newMediaKey('files', bytes, 'pdf');
    await t.app.media.put(key, bytes);
    const [stored] = await t.app.db.query<{ chunks: number; largest: number }>(
      'SELECT count(*)::int AS chunks, max(octet_length(bytes))::int AS largest FROM media_chunks WHERE key = $1',
      [key],
    );
    expect(stored).toEqual({ chunks: 6, largest: MEDIA_CHUNK_BYTES });

    const file = (await t.app.media.open(key))!;
    expect(file.size).toBe(bytes.length);
    const pieces: Buffer[] = [];
    for await (const piece of file.stream) pieces.push(piece as Buffer);
    expect(pieces.length).toBeGreaterThanOrEqual(6);
    expect(Math.max(...pieces.map((p) => p.length))).toBeLessThanOrEqual(MEDIA_CHUNK_BYTES);
    expect(Buffer.concat(pieces).equals(bytes)).toBe(true);

    const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-length': String(bytes.length),
      'cache-control': IMMUTABLE,
      'content-disposition': 'attachment',
    });
    expect(res.rawPayload.equals(bytes)).toBe(true);

    await t.app.media.delete(key);
    expect(await t.app.media.open(key)).toBeNull();
    const [left] = await t.app.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM media_chunks WHERE key = $1',
      [key],
    );
    expect(left!.n).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
  });

  it('an empty file and a missing key', async () => {
    const empty = new Uint8Array(0);
    const key = newMediaKey('files', empty, 'pdf');
    await t.app.media.put(key, empty);
    const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
    expect([res.statusCode, res.rawPayload.length]).toEqual([200, 0]);
    expect(await t.app.media.open(newMediaKey('files', empty, 'pdf'))).toBeNull();
  });

  it('migrate: copies the media keys of a folder under the same keys, skips strays, runs again safely', async () => {
    const image = randomBytes(MEDIA_CHUNK_BYTES + 1);
    const doc = randomBytes(1000);
    const keys = [newMediaKey('images', image, 'webp'), newMediaKey('files', doc, 'pdf')];
    for (const [key, bytes] of [
      [keys[0]!, image],
      [keys[1]!, doc],
    ] as const) {
      await mkdir(path.join(dir, path.dirname(key)), { recursive: true });
      await writeFile(path.join(dir, key), bytes);
    }
    await writeFile(path.join(dir, path.dirname(keys[0]!), '.tmp-1234'), 'half');
    await writeFile(path.join(dir, 'notes.txt'), 'not media');

    const storage = databaseStorage(t.app.db);
    expect(await migrateMediaFromDisk(dir, storage)).toEqual({
      copied: 2,
      present: 0,
      bytes: image.length + doc.length,
    });
    for (const [key, bytes] of [
      [keys[0]!, image],
      [keys[1]!, doc],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    expect(await migrateMediaFromDisk(dir, storage)).toEqual({ copied: 0, present: 2, bytes: 0 });
    expect(await migrateMediaFromDisk(path.join(dir, 'absent'), storage)).toEqual({
      copied: 0,
      present: 0,
      bytes: 0,
    });
  });
});

describe.runIf(Boolean(serverUrl))('two processes on one PostgreSQL share the media', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let dataDir: string;

  beforeAll(async () => {
    scratch = await createScratchDatabase(
      serverUrl!,
      'podryad_media',
      inject('databaseTemplates').demo,
    );
    const config = testConfig({ database: { kind: 'postgres', url: scratch.url } });
    a = await buildApp(config);
    b = await buildApp(config);
    dataDir = await mkdtemp(path.join(tmpdir(), 'podryad-media-ops-'));
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('an image uploaded through A is served by B, with the same caching', async () => {
    const world = await buildWorld(a);
    const upload = await postForm<Avatar>(
      a,
      '/materials/api/v1/avatars/',
      [filePart(await jpeg(), 'photo.jpg', 'image/jpeg')],
      world.leader.session!.access,
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const fromA = await a.inject({ method: 'GET', url: mediaPath(upload.body.url) });
    const fromB = await b.inject({ method: 'GET', url: mediaPath(upload.body.url) });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': IMMUTABLE,
    });
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
  });

  it('`npm run ops -- media migrate` copies DATA_DIR/media into the database', async () => {
    const bytes = randomBytes(3000);
    const key = newMediaKey('files', bytes, 'pdf');
    await mkdir(path.join(dataDir, 'media', path.dirname(key)), { recursive: true });
    await writeFile(path.join(dataDir, 'media', key), bytes);
    const { code, output: out } = await runOps(['media', 'migrate'], {
      DATABASE_URL: scratch.url,
      DATA_DIR: dataDir,
    });
    expect(code, out).toBe(0);
    expect(out).toContain('Перенесено в базу: 1 файл');
    const res = await b.inject({ method: 'GET', url: `/media/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });
});
