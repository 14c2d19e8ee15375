import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Contractor } from '../../contract/contractor';
import type { Avatar, Material } from '../../contract/materials';
import { newMediaKey } from '../../server/storage';
import { migrateMediaFromDisk } from '../../server/storage/migrate';
import { s3Storage } from '../../server/storage/s3';
import { parseS3Url, type S3Location } from '../../server/storage/s3-url';
import { call } from './helpers/accounts';
import { startFakeS3, type FakeS3 } from './helpers/fake-s3';
import { runOps } from './helpers/server-process';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { filePart, filesUnder, jpeg, mediaPath, newCase, pdf, postForm } from './helpers/uploads';
import { buildWorld, type World } from './helpers/world';

// Uploads in an S3-compatible bucket (S3_URL), against a fake S3 in node:http: stored there and nowhere else,
// served at the same URLs with the same caching, deleted with their rows, and an S3 failure leaves no row.

const IMMUTABLE = 'public, max-age=31536000, immutable';
const AVATARS = '/materials/api/v1/avatars/';
const MATERIALS = '/materials/api/v1/materials/';
const SERVER_ERROR = { detail: 'Ошибка сервера. Мы уже разбираемся.' };

let s3: FakeS3;
let location: S3Location;
let t: TestApp;
let world: World;
let mediaDir: string;
let scratch: string;

beforeAll(async () => {
  s3 = await startFakeS3('podryad-media');
  // A secret with a `/`, percent-encoded as the URL needs it.
  const parsed = parseS3Url(`${s3.url.replace('//', '//AKIATEST:se%2Fcret@')}/podryad-media`);
  if ('error' in parsed) throw new Error(parsed.error);
  location = parsed;
  mediaDir = await mkdtemp(path.join(tmpdir(), 'podryad-media-s3-'));
  scratch = await mkdtemp(path.join(tmpdir(), 'podryad-media-s3-migrate-'));
  // No mediaStore: S3 is chosen because `s3` is set, on PGlite as on PostgreSQL.
  t = await buildTestApp({ mediaDir, s3: location });
  world = await buildWorld(t.app);
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(mediaDir, { recursive: true, force: true });
  await rm(scratch, { recursive: true, force: true });
});

const token = (role: keyof World = 'leader') => world[role].session!.access;
const keyOf = (url: string) => mediaPath(url).replace(/^\/media\//, '');
const counts = async () =>
  (
    await t.app.db.query<{ avatars: number; materials: number; media_files: number }>(
      `select (select count(*)::int from avatars) as avatars, (select count(*)::int from materials) as materials,
        (select count(*)::int from media_files) as media_files`,
    )
  )[0]!;

describe('uploads in an S3 bucket', () => {
  it('a logo is stored in the bucket (not in media_files, not on disk) and served with the same headers', async () => {
    const before = s3.requests.length;
    const upload = await postForm<Avatar>(t.app, AVATARS, [filePart(await jpeg())], token());
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const set = await call<Contractor>(
      t.app,
      'PATCH',
      `/contractor/api/v1/contractors/${world.leader.contractorId}/`,
      { token: token(), body: { logo: upload.body.id } },
    );
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const logo = set.body.logo!;

    for (const url of [logo.url, logo.thumbnail_url]) {
      const stored = s3.objects.get(keyOf(url));
      expect(stored?.contentType).toBe('image/webp');
      const res = await t.app.inject({ method: 'GET', url: mediaPath(url) });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/webp',
        'content-length': String(stored!.bytes.length),
        'cache-control': IMMUTABLE,
        'x-content-type-options': 'nosniff',
      });
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.rawPayload.equals(stored!.bytes)).toBe(true);
    }
    expect((await counts()).media_files).toBe(0);
    expect(await filesUnder(mediaDir)).toEqual([]);

    // Path-style (`/bucket/key`) and signed with SigV4 by the URL's key, for the default region.
    const made = s3.requests.slice(before);
    expect(made.map((r) => [r.method, r.path])).toEqual(
      expect.arrayContaining([
        ['PUT', `/podryad-media/${keyOf(logo.url)}`],
        ['PUT', `/podryad-media/${keyOf(logo.thumbnail_url)}`],
        ['GET', `/podryad-media/${keyOf(logo.url)}`],
      ]),
    );
    for (const request of made)
      expect(request.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/us-east-1\/s3\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/,
      );
  });

  it('deleting a case file removes its objects (image and thumbnail); its URLs are 404 then', async () => {
    const caseId = await newCase(t.app, world.leader.contractorId!);
    const added = await postForm<Material>(
      t.app,
      MATERIALS,
      [{ name: 'case', value: String(caseId) }, filePart(await jpeg(), 'a.jpg', 'image/jpeg')],
      token(),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const keys = [keyOf(added.body.url), keyOf(added.body.thumbnail_url!)];
    for (const key of keys) expect(s3.objects.has(key)).toBe(true);

    const res = await call(t.app, 'DELETE', `${MATERIALS}${added.body.id}/`, { token: token() });
    expect(res.status).toBe(204);
    for (const key of keys) {
      expect(s3.objects.has(key)).toBe(false);
      expect((await t.app.inject({ method: 'GET', url: `/media/${key}` })).statusCode).toBe(404);
    }
  });

  it('a document is served as a download; a key the bucket lacks (NoSuchKey) is a 404', async () => {
    const caseId = await newCase(t.app, world.leader.contractorId!);
    const added = await postForm<Material>(
      t.app,
      MATERIALS,
      [{ name: 'case', value: String(caseId) }, filePart(pdf(), 'brief.pdf', 'application/pdf')],
      token(),
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: mediaPath(added.body.url) });
    expect(res.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': 'attachment',
      'cache-control': IMMUTABLE,
    });
    expect(res.rawPayload.equals(pdf())).toBe(true);

    const missing = newMediaKey('files', randomBytes(10), 'pdf');
    const gone = await t.app.inject({ method: 'GET', url: `/media/${missing}` });
    expect([gone.statusCode, gone.json()]).toEqual([404, { detail: 'Не найдено.' }]);
    expect(s3.requests.at(-1)).toMatchObject({
      method: 'GET',
      path: `/podryad-media/${missing}`,
    });
    // Deleting a key that is not there is no error (S3 answers 204 either way).
    await expect(t.app.media.delete(missing)).resolves.toBeUndefined();
  });

  it('a read is streamed: bytes reach the reader while S3 still holds the rest of the object', async () => {
    const bytes = randomBytes(1024 * 1024);
    const key = newMediaKey('files', bytes, 'pdf');
    await t.app.media.put(key, bytes);
    const held = 64 * 1024;
    s3.holdGetsAfter = held;
    try {
      // Were the body gathered whole before `open` answers, it would never answer: the rest is held.
      const file = (await t.app.media.open(key))!;
      expect(file.size).toBe(bytes.length);
      const reader = file.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer, undefined>;
      const pieces: Buffer[] = [];
      let received = 0;
      while (received < held) {
        const next = await reader.next();
        if (next.done) throw new Error(`the stream ended after ${received} bytes`);
        pieces.push(next.value);
        received += next.value.length;
      }
      expect(received).toBe(held);
      s3.release();
      for (let next = await reader.next(); !next.done; next = await reader.next())
        pieces.push(next.value);
      expect(Buffer.concat(pieces).equals(bytes)).toBe(true);
    } finally {
      s3.holdGetsAfter = null;
      s3.release();
    }
  });

  it('S3 answering 500: the upload answers 500 and writes no row; a stored file answers 500, not 404', async () => {
    const stored = [...s3.objects.keys()][0]!;
    const [before, objects] = [await counts(), s3.objects.size];
    s3.failWith = 500;
    try {
      const upload = await postForm(t.app, AVATARS, [filePart(await jpeg())], token());
      expect(upload).toMatchObject({ status: 500, body: SERVER_ERROR });
      const caseId = await newCase(t.app, world.leader.contractorId!);
      const doc = await postForm(
        t.app,
        MATERIALS,
        [{ name: 'case', value: String(caseId) }, filePart(pdf(), 'brief.pdf', 'application/pdf')],
        token(),
      );
      expect(doc).toMatchObject({ status: 500, body: SERVER_ERROR });
      const read = await t.app.inject({ method: 'GET', url: `/media/${stored}` });
      expect([read.statusCode, read.json()]).toEqual([500, SERVER_ERROR]);
    } finally {
      s3.failWith = null;
    }
    expect(await counts()).toEqual(before);
    expect(s3.objects.size).toBe(objects);
  });

  it('migrate: copies a disk folder into the bucket under the same keys, skips strays, runs again safely', async () => {
    const image = randomBytes(300_000);
    const doc = randomBytes(1000);
    const files = [
      [newMediaKey('images', image, 'webp'), image],
      [newMediaKey('files', doc, 'pdf'), doc],
    ] as const;
    for (const [key, bytes] of files) {
      await mkdir(path.join(scratch, path.dirname(key)), { recursive: true });
      await writeFile(path.join(scratch, key), bytes);
    }
    await writeFile(path.join(scratch, path.dirname(files[0][0]), '.tmp-1234'), 'half');
    await writeFile(path.join(scratch, 'notes.txt'), 'not media');

    const storage = s3Storage(location);
    try {
      expect(await migrateMediaFromDisk(scratch, storage)).toEqual({
        copied: 2,
        present: 0,
        bytes: image.length + doc.length,
      });
      for (const [key, bytes] of files) {
        expect(s3.objects.get(key)?.bytes.equals(bytes)).toBe(true);
        const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
        expect(res.rawPayload.equals(bytes)).toBe(true);
      }
      expect(await migrateMediaFromDisk(scratch, storage)).toEqual({
        copied: 0,
        present: 2,
        bytes: 0,
      });
    } finally {
      storage.close();
    }
  });

  it('`npm run ops -- media migrate` with S3_URL copies DATA_DIR/media into the bucket', async () => {
    const dataDir = path.join(scratch, 'data');
    const bytes = randomBytes(3000);
    const key = newMediaKey('files', bytes, 'pdf');
    await mkdir(path.join(dataDir, 'media', path.dirname(key)), { recursive: true });
    await writeFile(path.join(dataDir, 'media', key), bytes);
    const { code, output: out } = await runOps(['media', 'migrate'], {
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      S3_URL: `${s3.url.replace('//', '//AKIATEST:se%2Fcret@')}/podryad-media`,
    });
    expect(code, out).toBe(0);
    expect(out).toContain('Перенесено в бакет podryad-media: 1 файл');
    expect(s3.objects.get(key)?.bytes.equals(bytes)).toBe(true);
  });

  // Last: it stops the fake S3.
  it('S3 down (connection refused): the upload answers 500 and writes no row', async () => {
    const before = await counts();
    await s3.close();
    const upload = await postForm(t.app, AVATARS, [filePart(await jpeg())], token());
    expect(upload).toMatchObject({ status: 500, body: SERVER_ERROR });
    expect(await counts()).toEqual(before);
  });
});
