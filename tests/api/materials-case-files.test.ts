import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MATERIALS_PER_CASE, UPLOAD_MESSAGES, type Material } from '../../contract/materials';
import { cases, materials } from '../../server/db/schema';
import { deletingCaseFiles } from '../../server/modules/materials';
import { call } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';
import {
  fakeExe,
  filePart,
  filesUnder,
  jpeg,
  mediaPath,
  newCase,
  ooxml,
  pdf,
  postForm,
  svgWithScript,
  truncatedJpeg,
  zip,
  type Part,
} from './helpers/uploads';
import { buildWorld, type World } from './helpers/world';
import { unlimitedPlan } from './helpers/plans';

// A case's files (`/materials/api/v1/materials/`): images and documents by their bytes, removal with files.

const MATERIALS = '/materials/api/v1/materials/';
let t: TestApp;
let world: World;
let mediaDir: string;
let caseId: number;
let otherCaseId: number;
beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(tmpdir(), 'podryad-materials-test-'));
  t = await buildTestApp({ mediaDir, mediaStore: 'disk' }); // on disk on either database: files are checked there
  world = await buildWorld(t.app);
  await unlimitedPlan(t.app, world.leader.contractorId!);
  caseId = await newCase(t.app, world.leader.contractorId!);
  otherCaseId = await newCase(t.app, world.otherLeader.contractorId!);
});
afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const token = (role: keyof World) => world[role].session?.access;
const attach = (parts: Part[], role: keyof World = 'leader') =>
  postForm<Material>(t.app, MATERIALS, parts, token(role));
const caseField = (id: number | string = caseId): Part => ({ name: 'case', value: String(id) });
const materialRows = async () =>
  (await t.app.db.query<{ n: number }>('select count(*)::int as n from materials'))[0]!.n;

async function expectNothingStored(send: () => Promise<{ status: number }>) {
  const [rows, files] = [await materialRows(), await filesUnder(mediaDir)];
  const res = await send();
  expect(await materialRows()).toBe(rows);
  expect(await filesUnder(mediaDir)).toEqual(files);
  return res;
}

describe('attaching a file to a case', () => {
  it('an image → stored as WebP with a thumbnail, named after the upload', async () => {
    const res = await attach([
      caseField(),
      filePart(await jpeg(), 'Фасад ночью.JPG', 'image/jpeg'),
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      case: caseId,
      kind: 'image',
      name: 'Фасад ночью.webp',
      content_type: 'image/webp',
      width: 320,
      height: 240,
    });
    const image = await t.app.inject({ method: 'GET', url: mediaPath(res.body.url) });
    expect(image.headers['content-type']).toBe('image/webp');
    const thumb = await t.app.inject({ method: 'GET', url: mediaPath(res.body.thumbnail_url!) });
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
  });

  it.each([
    ['PDF', pdf(), 'application/pdf', 'pdf'],
    [
      'DOCX',
      ooxml('docx'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'docx',
    ],
    [
      'XLSX',
      ooxml('xlsx'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'xlsx',
    ],
    [
      'PPTX',
      ooxml('pptx'),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'pptx',
    ],
  ])(
    '%s, whatever its name → kept as uploaded, served as a download',
    async (_, bytes, type, ext) => {
      const res = await attach([filePart(bytes, 'Отчёт', 'application/octet-stream'), caseField()]);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({
        kind: 'document',
        name: `Отчёт.${ext}`,
        content_type: type,
        size: bytes.length,
        thumbnail_url: null,
        width: null,
        height: null,
      });
      expect(res.body.url).toMatch(new RegExp(`^/media/files/.+\\.${ext}$`));
      const file = await t.app.inject({ method: 'GET', url: mediaPath(res.body.url) });
      expect(file.statusCode).toBe(200);
      expect(file.headers).toMatchObject({
        'content-type': type,
        'content-disposition': 'attachment',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      expect(file.rawPayload.equals(bytes)).toBe(true);
    },
  );

  it('a PDF named .exe keeps its name and gains its true extension', async () => {
    const res = await attach([caseField(), filePart(pdf(), 'setup.exe')]);
    expect(res).toMatchObject({ status: 201, body: { name: 'setup.exe.pdf' } });
  });
});

describe('a case shows its files', () => {
  it("in the agency's cases, its whole profile and its public profile, in upload order", async () => {
    const shown = await newCase(t.app, world.leader.contractorId!);
    const image = await attach([caseField(shown), filePart(await jpeg(), 'зал.jpg', 'image/jpeg')]);
    const report = await attach([
      caseField(shown),
      filePart(pdf(), 'отчёт.pdf', 'application/pdf'),
    ]);
    expect([image.status, report.status]).toEqual([201, 201]);
    const files = [image.body, report.body];
    const id = world.leader.contractorId!;
    const empty = await newCase(t.app, id);
    type Shown = { id: number; materials: Material[] };
    const get = async (url: string) =>
      (
        await call<{ results?: Shown[]; cases?: Shown[] }>(t.app, 'GET', url, {
          token: token('leader'),
        })
      ).body;
    const listed = (await get(`/case/api/v1/cases/contractors/${id}/?page_size=100`)).results!;
    expect(listed.find((c) => c.id === shown)?.materials).toEqual(files);
    const whole = (await get(`/contractor/api/contractors-lk/${id}/`)).cases!;
    expect(whole.find((c) => c.id === shown)?.materials).toEqual(files);
    const open = (await get(`/contractor/api/v1/contractors/${id}/`)).cases!;
    expect(open.find((c) => c.id === shown)?.materials).toEqual(files);
    expect(listed.find((c) => c.id === empty)?.materials).toEqual([]);
  });
});

describe('the profile’s completeness', () => {
  it('counts a case once it shows a picture, and asks for one until then', async () => {
    const id = world.otherLeader.contractorId!;
    type Lk = { completeness: { percent: number; missing: { key: string; text: string }[] } };
    const meter = async () =>
      (
        await call<Lk>(t.app, 'GET', `/contractor/api/contractors-lk/${id}/`, {
          token: token('otherLeader'),
        })
      ).body.completeness;
    const before = await meter();
    expect(before.missing.find((item) => item.key === 'cases')?.text).toBe(
      'Добавьте к кейсу изображение: заказчики хотят увидеть работу.',
    );
    const added = await attach(
      [caseField(otherCaseId), filePart(await jpeg(), 'витрина.jpg', 'image/jpeg')],
      'otherLeader',
    );
    expect(added.status).toBe(201);
    const after = await meter();
    expect(after.missing.some((item) => item.key === 'cases')).toBe(false);
    expect(after.percent).toBe(before.percent + 17);
  });
});

describe('what is refused, and nothing is stored for it', () => {
  it.each([
    ['an .exe named .pdf', fakeExe(), 'brief.pdf'],
    ['an SVG with a script', svgWithScript(), 'logo.svg'],
    ['a plain ZIP', zip({ 'a.txt': 'hello' }), 'brief.docx'],
    ['text', Buffer.from('просто текст'), 'brief.txt'],
  ])('%s → 400', async (_, bytes, name) => {
    const res = await expectNothingStored(() => attach([caseField(), filePart(bytes, name)]));
    expect(res).toMatchObject({ status: 400, body: { file: [UPLOAD_MESSAGES.notAMaterial] } });
  });

  it('a truncated JPEG → 400', async () => {
    const res = await expectNothingStored(async () =>
      attach([caseField(), filePart(await truncatedJpeg(), 'cut.jpg')]),
    );
    expect(res).toMatchObject({ status: 400, body: { file: [UPLOAD_MESSAGES.brokenImage] } });
  });

  it('a 20 MB image → 413 (images stop at 10 MB); a 30 MB document → 413', async () => {
    const image = Buffer.alloc(20 * 1024 * 1024, 0xab);
    (await jpeg()).copy(image);
    const res = await expectNothingStored(() => attach([caseField(), filePart(image, 'big.jpg')]));
    expect(res).toMatchObject({ status: 413, body: { detail: UPLOAD_MESSAGES.imageTooLarge } });

    const document = Buffer.alloc(30 * 1024 * 1024, 0x20);
    pdf().copy(document);
    const doc = await expectNothingStored(() =>
      attach([caseField(), filePart(document, 'big.pdf')]),
    );
    expect(doc).toMatchObject({ status: 413, body: { detail: UPLOAD_MESSAGES.documentTooLarge } });
    expect(UPLOAD_MESSAGES.documentTooLarge).toBe('Файл больше 25 МБ: загрузите файл поменьше.');
  });

  it("the case: missing, not a number, unknown, another agency's → 400", async () => {
    const file = filePart(pdf(), 'a.pdf');
    const cases = [
      [[file], { case: ['Обязательное поле.'] }],
      [[caseField('abc'), file], { case: ['Введите целое число.'] }],
      [[caseField('99999999999'), file], { case: ['Введите целое число.'] }],
      [
        [caseField(987654), file],
        { case: ['Недопустимый первичный ключ "987654" - объект не существует.'] },
      ],
      [
        [caseField(otherCaseId), file],
        { case: [`Недопустимый первичный ключ "${otherCaseId}" - объект не существует.`] },
      ],
      [[caseField(), caseField(), file], { case: ['Укажите одно значение.'] }],
    ] as const;
    for (const [parts, body] of cases) {
      const res = await expectNothingStored(() => attach([...parts]));
      expect(res).toMatchObject({ status: 400, body });
    }
  });

  it(`at most ${MATERIALS_PER_CASE} files per case`, async () => {
    const full = await newCase(t.app, world.leader.contractorId!, 'Полный кейс');
    await t.app.db.db.insert(materials).values(
      Array.from({ length: MATERIALS_PER_CASE }, (_, i) => ({
        contractorId: world.leader.contractorId!,
        caseId: full,
        kind: 'document' as const,
        name: `${i}.pdf`,
        contentType: 'application/pdf',
        fileKey: `files/00/${'0'.repeat(32)}-${String(i).padStart(12, '0')}.pdf`,
        size: 1,
      })),
    );
    const res = await expectNothingStored(() => attach([caseField(full), filePart(pdf())]));
    expect(res).toMatchObject({ status: 400, body: { case: [UPLOAD_MESSAGES.tooManyMaterials] } });
  });
});

describe('removing', () => {
  it('DELETE removes the row and its files; again → 404', async () => {
    const added = await attach([caseField(), filePart(await jpeg(), 'a.png')]);
    const urls = [added.body.url, added.body.thumbnail_url!];
    const before = await filesUnder(mediaDir);
    for (const url of urls) expect(before).toContain(url.replace('/media/', ''));

    const res = await call(t.app, 'DELETE', `${MATERIALS}${added.body.id}/`, {
      token: token('manager'),
    });
    expect(res.status).toBe(204);
    const after = await filesUnder(mediaDir);
    expect(after).toEqual(before.filter((f) => !urls.includes(`/media/${f}`)));
    for (const url of urls)
      expect((await t.app.inject({ method: 'GET', url: mediaPath(url) })).statusCode).toBe(404);
    const [row] = await t.app.db.db.select().from(materials).where(eq(materials.id, added.body.id));
    expect(row).toBeUndefined();
    expect(
      (await call(t.app, 'DELETE', `${MATERIALS}${added.body.id}/`, { token: token('leader') }))
        .status,
    ).toBe(404);
  });

  it("another agency's file → 404, the specialist → 403, a client → 403, a guest → 401; nothing removed", async () => {
    const theirs = await attach([caseField(otherCaseId), filePart(pdf())], 'otherLeader');
    const mine = await attach([caseField(), filePart(pdf())]);
    const files = await filesUnder(mediaDir);
    const tries = [
      [theirs.body.id, 'leader', 404],
      [mine.body.id, 'otherLeader', 404],
      [mine.body.id, 'specialist', 403],
      [mine.body.id, 'client', 403],
      [mine.body.id, 'guest', 401],
    ] as const;
    for (const [id, role, status] of tries)
      expect(
        (await call(t.app, 'DELETE', `${MATERIALS}${id}/`, { token: token(role) })).status,
      ).toBe(status);
    expect(await filesUnder(mediaDir)).toEqual(files);
  });

  it('uploading: the specialist → 403, a client → 403, a guest → 401', async () => {
    const parts = [caseField(), filePart(pdf())];
    const res = await expectNothingStored(() => attach(parts, 'specialist'));
    expect(res.status).toBe(403);
    expect((await attach(parts, 'client')).status).toBe(403);
    expect((await attach(parts, 'guest')).status).toBe(401);
  });

  it('a removed case takes its files with it (deletingCaseFiles)', async () => {
    const doomed = await newCase(t.app, world.leader.contractorId!, 'Удаляемый');
    const a = await attach([caseField(doomed), filePart(await jpeg())]);
    const b = await attach([caseField(doomed), filePart(ooxml('docx'))]);
    const keys = [a.body.url, a.body.thumbnail_url!, b.body.url].map((u) =>
      u.replace('/media/', ''),
    );
    for (const key of keys) expect(await filesUnder(mediaDir)).toContain(key);

    await deletingCaseFiles(t.app, [doomed], (tx) => tx.delete(cases).where(eq(cases.id, doomed)));
    const left = await filesUnder(mediaDir);
    for (const key of keys) expect(left).not.toContain(key);
    expect(await t.app.db.db.select().from(materials).where(eq(materials.caseId, doomed))).toEqual(
      [],
    );
  });
});
