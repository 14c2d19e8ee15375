import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import { UPLOAD_MESSAGES, type Avatar } from '../../contract/materials';
import { call } from './helpers/accounts';
import { rowCounts } from './helpers/checks';
import { buildTestApp, type TestApp } from './helpers/test-app';
import {
  fakeExe,
  filePart,
  filesUnder,
  formData,
  jpeg,
  jpegWithGps,
  mediaPath,
  noise,
  pixelBombPng,
  png,
  postForm,
  svgWithScript,
  truncatedJpeg,
  webp,
} from './helpers/uploads';
import { buildWorld, type World } from './helpers/world';

// An agency's images (`/materials/api/v1/avatars/`): what is accepted by its bytes, what is stored, who may.

const AVATARS = '/materials/api/v1/avatars/';
let t: TestApp;
let world: World;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'podryad-avatars-test-'));
  t = await buildTestApp({ mediaDir, mediaStore: 'disk' }); // on disk on either database: files are checked there
  world = await buildWorld(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const token = (role: keyof World) => world[role].session?.access;
const upload = (bytes: Uint8Array, filename = 'image.jpg', contentType = 'image/jpeg') =>
  postForm<Avatar>(t.app, AVATARS, [filePart(bytes, filename, contentType)], token('leader'));
const fetchMedia = (url: string) => t.app.inject({ method: 'GET', url: mediaPath(url) });
const avatarRows = async () =>
  (await t.app.db.query<{ n: number }>('select count(*)::int as n from avatars'))[0]!.n;

/** Sends `bytes` and expects a refusal that stored nothing: no row, no file. */
async function expectRefused(bytes: Uint8Array, filename: string, contentType: string) {
  const [rows, files] = [await avatarRows(), await filesUnder(mediaDir)];
  const res = await upload(bytes, filename, contentType);
  expect(await avatarRows()).toBe(rows);
  expect(await filesUnder(mediaDir)).toEqual(files);
  return res;
}

describe('uploading an image', () => {
  it.each([
    ['JPEG', jpeg, 'photo.jpg', 'image/jpeg'],
    ['PNG', png, 'logo.png', 'image/png'],
    ['WebP', webp, 'logo.webp', 'image/webp'],
  ])('%s → 201, stored as WebP with a thumbnail, served immutable', async (_, make, name, type) => {
    const res = await upload(await make(), name, type);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ width: 320, height: 240 });
    expect(res.body.url).toMatch(/^\/media\/images\/[0-9a-f]{2}\/[0-9a-f]{32}-[0-9a-f]{12}\.webp$/);
    expect(res.body.thumbnail_url).not.toBe(res.body.url);

    const image = await fetchMedia(res.body.url);
    expect(image.statusCode).toBe(200);
    expect(image.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(image.headers['content-disposition']).toBeUndefined();
    expect(image.rawPayload.length).toBe(res.body.size);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 320, height: 240 });

    const thumb = await fetchMedia(res.body.thumbnail_url);
    expect(thumb.statusCode).toBe(200);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(thumbMeta).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('a large image is scaled down to 1600 px a side and its thumbnail to 400 px', async () => {
    const res = await upload(await noise(2400, 1200).jpeg().toBuffer());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ width: 1600, height: 800 });
    const thumb = await sharp((await fetchMedia(res.body.thumbnail_url)).rawPayload).metadata();
    expect(thumb).toMatchObject({ width: 400, height: 200 });
  });

  it('drops the EXIF metadata (a GPS position) and keeps nothing of the upload but pixels', async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif?.includes('exif-marker-copyright')).toBe(true);
    const res = await upload(original);
    expect(res.status).toBe(201);
    for (const url of [res.body.url, res.body.thumbnail_url]) {
      const stored = (await fetchMedia(url)).rawPayload;
      const meta = await sharp(stored).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(stored.includes('exif-marker-copyright')).toBe(false);
    }
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const rotated = await noise(300, 100).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(rotated).metadata()).orientation).toBe(6);
    const res = await upload(rotated);
    expect(res.body).toMatchObject({ width: 100, height: 300 });
  });
});

describe('what is refused, and nothing is stored for it', () => {
  it('a 20 MB upload → 413 in Russian', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024, 0xab);
    (await jpeg()).copy(big); // a real JPEG at its start
    const res = await expectRefused(big, 'huge.jpg', 'image/jpeg');
    expect(res).toMatchObject({ status: 413, body: { detail: UPLOAD_MESSAGES.imageTooLarge } });
    expect(UPLOAD_MESSAGES.imageTooLarge).toBe(
      'Изображение больше 10 МБ: загрузите файл поменьше.',
    );
  });

  it('an .exe renamed .png and sent as image/png → 400', async () => {
    const res = await expectRefused(fakeExe(), 'logo.png', 'image/png');
    expect(res).toMatchObject({ status: 400, body: { file: [UPLOAD_MESSAGES.notAnImage] } });
  });

  it('an SVG with a script, named .png → 400', async () => {
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const res = await expectRefused(svgWithScript(), name!, type!);
      expect(res).toMatchObject({ status: 400, body: { file: [UPLOAD_MESSAGES.notAnImage] } });
    }
  });

  it('a GIF → 400: only JPEG, PNG and WebP', async () => {
    const gif = await noise(20, 20).gif().toBuffer();
    const res = await expectRefused(gif, 'a.gif', 'image/gif');
    expect(res).toMatchObject({ status: 400, body: { file: [UPLOAD_MESSAGES.notAnImage] } });
  });

  it('a truncated JPEG → 400', async () => {
    const res = await expectRefused(await truncatedJpeg(), 'cut.jpg', 'image/jpeg');
    expect(res).toMatchObject({ status: 400, body: { file: [UPLOAD_MESSAGES.brokenImage] } });
  });

  it('a JPEG with corrupt data in the middle → 400', async () => {
    const corrupt = Buffer.from(await jpeg(640, 480));
    corrupt.fill(0xff, 2000, 2400);
    const res = await expectRefused(corrupt, 'bad.jpg', 'image/jpeg');
    expect(res).toMatchObject({ status: 400, body: { file: [UPLOAD_MESSAGES.brokenImage] } });
  });

  it('a PNG claiming 100 000 × 100 000 pixels → 400 before it is decoded', async () => {
    const res = await expectRefused(pixelBombPng(), 'bomb.png', 'image/png');
    expect(res).toMatchObject({ status: 400, body: { file: [UPLOAD_MESSAGES.hugeImage] } });
  });

  it('an empty file, no file, two files, an unknown field → 400', async () => {
    const image = await jpeg();
    const cases = [
      [[filePart(Buffer.alloc(0))], { file: [UPLOAD_MESSAGES.emptyFile] }],
      [[{ name: 'title', value: 'x' }], { title: ['Неизвестное поле.'] }],
      [[], { file: [UPLOAD_MESSAGES.noFile] }],
      [[filePart(image), filePart(image)], { file: [UPLOAD_MESSAGES.oneFile] }],
      [
        [filePart(image), { name: 'file2', filename: 'b.jpg', bytes: image }],
        { file: [UPLOAD_MESSAGES.oneFile] },
      ],
    ] as const;
    const before = await rowCounts(t.app);
    for (const [parts, body] of cases) {
      const res = await postForm(t.app, AVATARS, [...parts], token('leader'));
      expect(res, JSON.stringify(parts.map((p) => p.name))).toMatchObject({ status: 400, body });
    }
    expect(await rowCounts(t.app)).toEqual(before);
  });

  it('JSON instead of a form → 415', async () => {
    const res = await call(t.app, 'POST', AVATARS, { token: token('leader'), body: { file: 'x' } });
    expect(res).toMatchObject({
      status: 415,
      body: { detail: 'Неподдерживаемый тип данных "application/json" в запросе.' },
    });
  });

  it('other modules do not take multipart', async () => {
    const { payload, headers } = formData([{ name: 'description', value: 'x' }]);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/contractor/api/v1/contractors/${world.leader.contractorId}/`,
      payload,
      headers: { ...headers, authorization: `Bearer ${token('leader')}` },
    });
    expect(res.statusCode).toBe(415);
  });
});

describe('reading and rights', () => {
  it("the list and an item are the caller's agency's own, newest first", async () => {
    const mine = await upload(await jpeg(200, 100));
    const theirs = await postForm<Avatar>(
      t.app,
      AVATARS,
      [filePart(await jpeg(100, 200))],
      token('otherLeader'),
    );
    expect(theirs.status).toBe(201);

    const list = await call<Page<Avatar>>(t.app, 'GET', `${AVATARS}?page_size=100`, {
      token: token('specialist'),
    });
    expect(list.status).toBe(200);
    expect(list.body.results[0]).toEqual(mine.body);
    expect(list.body.results.map((a) => a.id)).not.toContain(theirs.body.id);
    expect(list.body.count).toBe(list.body.results.length);

    const one = await call(t.app, 'GET', `${AVATARS}${mine.body.id}/`, { token: token('manager') });
    expect(one).toMatchObject({ status: 200, body: mine.body });
    const foreign = await call(t.app, 'GET', `${AVATARS}${theirs.body.id}/`, {
      token: token('leader'),
    });
    expect(foreign.status).toBe(404);
  });

  it('the manager uploads; the specialist, a client and a guest cannot', async () => {
    const image = await jpeg();
    expect((await postForm(t.app, AVATARS, [filePart(image)], token('manager'))).status).toBe(201);
    const before = await avatarRows();
    const specialist = await postForm(t.app, AVATARS, [filePart(image)], token('specialist'));
    expect(specialist).toMatchObject({
      status: 403,
      body: { detail: 'Изменять профиль агентства может руководитель или менеджер.' },
    });
    expect((await postForm(t.app, AVATARS, [filePart(image)], token('client'))).status).toBe(403);
    expect((await postForm(t.app, AVATARS, [filePart(image)])).status).toBe(401);
    expect(await avatarRows()).toBe(before);
  });
});
