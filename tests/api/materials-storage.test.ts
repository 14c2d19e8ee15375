import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Avatar } from '../../contract/materials';
import { diskStorage } from '../../server/storage/disk';
import { newMediaKey } from '../../server/storage';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { filePart, filesUnder, jpeg, newCase, pdf, postForm } from './helpers/uploads';
import { buildWorld, type World } from './helpers/world';

// The storage under the uploads: a failed write leaves neither a row nor a file, a file is whole or absent,
// and `/media/` serves stored files only.

let t: TestApp;
let world: World;
let mediaDir: string;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'podryad-storage-test-'));
  t = await buildTestApp({ mediaDir, mediaStore: 'disk' }); // on disk on either database: files are checked there
  world = await buildWorld(t.app);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});
afterEach(() => vi.restoreAllMocks());

const leader = () => world.leader.session!.access;
const counts = async () =>
  (
    await t.app.db.query<{ avatars: number; materials: number }>(
      'select (select count(*)::int from avatars) as avatars, (select count(*)::int from materials) as materials',
    )
  )[0]!;

describe('files and rows together', () => {
  it('the transaction fails after the files are stored → 500, no row, and the files are gone', async () => {
    const caseId = await newCase(t.app, world.leader.contractorId!);
    // A trigger refuses the rows, as a database failure at the worst moment would.
    await t.app.db.query(`create function refuse_upload() returns trigger language plpgsql as
      $$ begin raise exception 'refused by the test'; end $$`);
    await t.app.db.query(
      'create trigger refuse_avatars before insert on avatars for each row execute function refuse_upload()',
    );
    await t.app.db.query(
      'create trigger refuse_materials before insert on materials for each row execute function refuse_upload()',
    );
    try {
      const [before, files] = [await counts(), await filesUnder(mediaDir)];
      const put = vi.spyOn(t.app.media, 'put');
      const avatar = await postForm(
        t.app,
        '/materials/api/v1/avatars/',
        [filePart(await jpeg())],
        leader(),
      );
      expect(avatar).toMatchObject({
        status: 500,
        body: { detail: 'Ошибка сервера. Мы уже разбираемся.' },
      });
      const material = await postForm(
        t.app,
        '/materials/api/v1/materials/',
        [{ name: 'case', value: String(caseId) }, filePart(pdf())],
        leader(),
      );
      expect(material.status).toBe(500);
      expect(put).toHaveBeenCalledTimes(3); // the files were written before the rows failed
      expect(await counts()).toEqual(before);
      expect(await filesUnder(mediaDir)).toEqual(files);
    } finally {
      await t.app.db.query('drop trigger refuse_avatars on avatars');
      await t.app.db.query('drop trigger refuse_materials on materials');
      await t.app.db.query('drop function refuse_upload()');
    }
  });

  it('the thumbnail cannot be stored → the image stored before it is deleted, no row', async () => {
    const [before, files] = [await counts(), await filesUnder(mediaDir)];
    const put = t.app.media.put.bind(t.app.media);
    vi.spyOn(t.app.media, 'put')
      .mockImplementationOnce(put)
      .mockRejectedValueOnce(
        Object.assign(new Error('no space left on device'), { code: 'ENOSPC' }),
      );
    const res = await postForm(
      t.app,
      '/materials/api/v1/avatars/',
      [filePart(await jpeg())],
      leader(),
    );
    expect(res.status).toBe(500);
    expect(await counts()).toEqual(before);
    expect(await filesUnder(mediaDir)).toEqual(files);
  });

  it('a stored avatar is whole on disk: the served bytes are what was written, no temporary file is left', async () => {
    const res = await postForm<Avatar>(
      t.app,
      '/materials/api/v1/avatars/',
      [filePart(await jpeg())],
      leader(),
    );
    expect(res.status).toBe(201);
    expect(
      (await filesUnder(mediaDir)).filter((f) => path.basename(f).startsWith('.tmp-')),
    ).toEqual([]);
    const served = await t.app.inject({ method: 'GET', url: res.body.url });
    expect(served.rawPayload.length).toBe(res.body.size);
  });
});

describe('the disk storage', () => {
  it('a write that cannot complete leaves no file under its key and no temporary file', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'podryad-disk-test-'));
    try {
      const storage = diskStorage(root);
      const bytes = Buffer.from('%PDF-1.4 whole');
      const key = newMediaKey('files', bytes, 'pdf');
      // A folder where the file should go: the final rename fails, as a full disk or a crash would stop it.
      await mkdir(path.join(root, key), { recursive: true });
      await expect(storage.put(key, bytes)).rejects.toThrow();
      const dir = path.dirname(path.join(root, key));
      expect((await readdir(dir)).filter((name) => name.startsWith('.tmp-'))).toEqual([]);
      expect(await storage.open(key)).toBeNull();

      const other = newMediaKey('files', bytes, 'pdf');
      await storage.put(other, bytes);
      const file = await storage.open(other);
      expect(file?.size).toBe(bytes.length);
      file?.stream.destroy();
      await storage.delete(other);
      await storage.delete(other); // a missing file is not an error
      expect(await storage.open(other)).toBeNull();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('refuses keys it did not make', async () => {
    const storage = diskStorage(mediaDir);
    await expect(storage.put('../escape.pdf', Buffer.from('x'))).rejects.toThrow();
    await expect(storage.delete('images/../../x.webp')).rejects.toThrow();
    expect(await storage.open('../package.json')).toBeNull();
  });

  it('two uploads of the same bytes get files of their own', () => {
    const bytes = Buffer.from('same');
    const [a, b] = [newMediaKey('files', bytes, 'pdf'), newMediaKey('files', bytes, 'pdf')];
    expect(a).not.toBe(b);
    expect(a.slice(0, 41)).toBe(b.slice(0, 41)); // the same content hash
  });
});

describe('GET /media/', () => {
  it('never serves anything but a stored file', async () => {
    // A file planted in the media folder under a name no upload could have, and one beside the folder.
    await writeFile(path.join(mediaDir, 'planted.webp'), 'x');
    await writeFile(path.join(path.dirname(mediaDir), 'podryad-outside.webp'), 'x');
    const urls = [
      '/media/planted.webp',
      '/media/../package.json',
      '/media/%2e%2e/package.json',
      '/media/..%2f..%2fpackage.json',
      `/media/%2e%2e%2f${path.basename(mediaDir)}-x/podryad-outside.webp`,
      '/media/images/00/..%2f..%2f..%2fpackage.json',
      `/media/images/00/${'0'.repeat(32)}-000000000000.webp`,
      `/media/images/00/${'0'.repeat(32)}-000000000000.svg`,
      '/media/',
      '/media/%00',
    ];
    for (const url of urls) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('"name"'); // not package.json
    }
    await rm(path.join(path.dirname(mediaDir), 'podryad-outside.webp'), { force: true });
  });

  it('HEAD answers with the headers alone', async () => {
    const res = await postForm<Avatar>(
      t.app,
      '/materials/api/v1/avatars/',
      [filePart(await jpeg())],
      leader(),
    );
    const head = await t.app.inject({ method: 'HEAD', url: res.body.url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.body).toBe('');
  });
});
