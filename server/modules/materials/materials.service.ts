import { and, count, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import {
  IMAGE_MAX_BYTES,
  MATERIALS_PER_CASE,
  UPLOAD_MESSAGES,
  type Material,
} from '../../../contract/materials';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { cases, contractors, materials } from '../../db/schema';
import { HttpError, notFound, validationError } from '../../http/errors';
import { missingPk } from '../../http/references';
import { deletingFiles, mediaUrl, newMediaKey, storingFiles, type NewFile } from '../../storage';
import { enforcePlanLimit } from '../plans';
import { imageFiles } from './images';
import { detectType, renderImage } from './renditions';
import type { Upload } from './multipart';

type MaterialRow = typeof materials.$inferSelect;
type Ctx = Pick<AppContext, 'db' | 'media'>;
type UploadCtx = Ctx & Pick<AppContext, 'clock'>;
type Log = { warn: (details: object, message: string) => void };

export const toMaterial = (row: MaterialRow): Material => ({
  id: row.id,
  case: row.caseId,
  kind: row.kind,
  name: row.name,
  content_type: row.contentType,
  size: row.size,
  url: mediaUrl(row.fileKey),
  thumbnail_url: row.thumbnailKey && mediaUrl(row.thumbnailKey),
  width: row.width,
  height: row.height,
  created_at: row.createdAt.toISOString(),
});

/** The files of the given cases, each case's in upload order (a case with none has an empty list). */
export async function caseMaterials(db: Db, caseIds: readonly number[]) {
  const byCase = new Map<number, Material[]>(caseIds.map((id) => [id, []]));
  if (caseIds.length === 0) return byCase;
  const rows = await db
    .select()
    .from(materials)
    .where(inArray(materials.caseId, [...caseIds]))
    .orderBy(materials.id);
  for (const row of rows) byCase.get(row.caseId)?.push(toMaterial(row));
  return byCase;
}

const MAX_NAME = 200;
const UPLOAD_EXTENSION = /\.(jpe?g|png|webp|pdf|docx|xlsx|pptx)$/i;

/**
 * The sender's file name for display and download: no control characters, bounded, and ending in the stored
 * file's extension (`фото.JPG` stored as WebP is `фото.webp`; `отчёт.exe` that is a PDF is `отчёт.exe.pdf`).
 */
export function displayName(filename: string, ext: string): string {
  // eslint-disable-next-line no-control-regex
  const clean = filename.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const stem = clean.replace(UPLOAD_EXTENSION, '').slice(0, MAX_NAME).trim() || 'файл';
  return `${stem}.${ext}`;
}

const CASE_INT = /^[1-9][0-9]{0,9}$/;

/** The `case` field: one of the caller's agency's cases. */
async function ownCase(db: Db, contractorId: number, raw: string | undefined): Promise<number> {
  if (raw === undefined) throw validationError({ case: ['Обязательное поле.'] });
  const id = CASE_INT.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!(id <= 2147483647)) throw validationError({ case: ['Введите целое число.'] });
  const [found] = await db
    .select({ id: cases.id })
    .from(cases)
    .where(and(eq(cases.id, id), eq(cases.contractorId, contractorId)));
  if (!found) throw validationError({ case: [missingPk(id)] });
  return id;
}

/** What is stored for an upload: an image's renditions, or a document's own bytes. */
async function materialFiles(upload: Upload) {
  const type = await detectType(upload.bytes);
  if (type.kind === 'image') {
    if (upload.bytes.length > IMAGE_MAX_BYTES)
      throw new HttpError(413, { detail: UPLOAD_MESSAGES.imageTooLarge });
    const renditions = await renderImage(upload.bytes);
    const { fileKey, thumbnailKey, files } = imageFiles(renditions);
    return {
      files,
      values: {
        kind: 'image' as const,
        name: displayName(upload.filename, 'webp'),
        contentType: 'image/webp',
        fileKey,
        thumbnailKey,
        width: renditions.image.width,
        height: renditions.image.height,
        size: renditions.image.bytes.length,
      },
    };
  }
  if (type.kind === 'document') {
    const fileKey = newMediaKey('files', upload.bytes, type.ext);
    const files: NewFile[] = [{ key: fileKey, bytes: upload.bytes }];
    return {
      files,
      values: {
        kind: 'document' as const,
        name: displayName(upload.filename, type.ext),
        contentType: type.contentType,
        fileKey,
        size: upload.bytes.length,
      },
    };
  }
  throw validationError({ file: [UPLOAD_MESSAGES.notAMaterial] });
}

/**
 * A file attached to one of the agency's cases: files first, then the row; the files go if it fails. The
 * plan's limit is checked before anything is rendered or stored, and again under the lock in the transaction
 * (a refusal there deletes the stored files with the rest).
 */
export async function createMaterial(
  ctx: UploadCtx,
  contractorId: number,
  upload: Upload,
): Promise<Material> {
  const db = ctx.db.db;
  const now = ctx.clock();
  const caseId = await ownCase(db, contractorId, upload.fields.case);
  await enforcePlanLimit(db, contractorId, 'materials', now);
  const { files, values } = await materialFiles(upload);
  const row = await storingFiles(ctx.media, files, () =>
    db.transaction(async (tx) => {
      // The agency's row, then the case's: the locks that make the counts (the case's, the plan's) exact
      // under concurrent uploads, in the order every profile write takes them (writeProfile, a case's removal).
      await lockAgencies(tx, [contractorId]);
      await tx.select({ id: cases.id }).from(cases).where(eq(cases.id, caseId)).for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(materials)
        .where(eq(materials.caseId, caseId));
      if (held!.n >= MATERIALS_PER_CASE)
        throw validationError({ case: [UPLOAD_MESSAGES.tooManyMaterials] });
      await enforcePlanLimit(tx, contractorId, 'materials', now);
      const [inserted] = await tx
        .insert(materials)
        .values({ ...values, contractorId, caseId })
        .returning();
      return inserted!;
    }),
  );
  return toMaterial(row);
}

/** Locks the agencies' rows: taken before their cases' rows, as writeProfile takes it, so no two wait in turn. */
async function lockAgencies(tx: Db, ids: SQLWrapper | readonly number[]) {
  await tx
    .select({ id: contractors.id })
    .from(contractors)
    .where(inArray(contractors.id, ids))
    .for('update');
}

const keysOf = (rows: { fileKey: string; thumbnailKey: string | null }[]) =>
  rows.flatMap((r) => (r.thumbnailKey ? [r.fileKey, r.thumbnailKey] : [r.fileKey]));

/** Removes one of the agency's materials and then its files; another agency's is a 404. */
export async function deleteMaterial(
  ctx: Ctx & { log?: Log },
  contractorId: number,
  id: number,
): Promise<void> {
  await deletingFiles(
    ctx.media,
    async () => {
      const rows = await ctx.db.db
        .delete(materials)
        .where(and(eq(materials.id, id), eq(materials.contractorId, contractorId)))
        .returning({ fileKey: materials.fileKey, thumbnailKey: materials.thumbnailKey });
      if (rows.length === 0) throw notFound();
      return { result: undefined, keys: keysOf(rows) };
    },
    (key, error) => ctx.log?.warn({ key, err: error }, 'a deleted material left its file'),
  );
}

/**
 * Runs `write` — a transaction that deletes cases (their materials go by cascade) — and then deletes the
 * files of those materials. The cases' routes call this so a removed case leaves no file behind.
 */
export async function deletingCaseFiles<T>(
  ctx: Ctx,
  caseIds: readonly number[],
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  return deletingFiles(ctx.media, () =>
    ctx.db.db.transaction(async (tx) => {
      if (caseIds.length === 0) return { result: await write(tx), keys: [] };
      // Locked as an upload locks them (the agencies, then the cases), so no material is added between
      // reading its keys and the delete.
      await lockAgencies(
        tx,
        tx
          .select({ id: cases.contractorId })
          .from(cases)
          .where(inArray(cases.id, [...caseIds])),
      );
      await tx
        .select({ id: cases.id })
        .from(cases)
        .where(inArray(cases.id, [...caseIds]))
        .for('update');
      const rows = await tx
        .select({ fileKey: materials.fileKey, thumbnailKey: materials.thumbnailKey })
        .from(materials)
        .where(inArray(materials.caseId, [...caseIds]));
      return { result: await write(tx), keys: keysOf(rows) };
    }),
  );
}
