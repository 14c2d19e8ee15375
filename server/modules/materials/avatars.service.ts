import { and, count, desc, eq } from 'drizzle-orm';
import type { Avatar } from '../../../contract/materials';
import { AVATARS_PER_AGENCY, UPLOAD_MESSAGES } from '../../../contract/materials';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import { avatars, contractors } from '../../db/schema';
import { notFound, validationError } from '../../http/errors';
import type { PageWindow } from '../../http/pagination';
import { windowTotal } from '../../http/sql';
import { storingFiles } from '../../storage';
import { imageFiles, toImageRef } from './images';
import { detectType, renderImage } from './renditions';

type AvatarRow = typeof avatars.$inferSelect;

export const toAvatar = (row: AvatarRow): Avatar => ({
  ...toImageRef(row),
  width: row.width,
  height: row.height,
  size: row.size,
  created_at: row.createdAt.toISOString(),
});

/** A page of the agency's images, newest first. */
export const avatarsOf = (db: Db, contractorId: number, win: PageWindow) =>
  db
    .select({ row: avatars, total: windowTotal() })
    .from(avatars)
    .where(eq(avatars.contractorId, contractorId))
    .orderBy(desc(avatars.createdAt), desc(avatars.id))
    .limit(win.limit)
    .offset(win.offset);

/** One of the agency's images; another agency's is as good as missing. */
export async function avatarOf(db: Db, contractorId: number, id: number): Promise<Avatar> {
  const [row] = await db
    .select()
    .from(avatars)
    .where(and(eq(avatars.id, id), eq(avatars.contractorId, contractorId)));
  if (!row) throw notFound();
  return toAvatar(row);
}

/**
 * A new image of the agency from an upload's bytes (also what a seed calls): a JPEG, PNG or WebP by its
 * bytes, re-encoded with a thumbnail; files first, then the row, and the files go if the row cannot be
 * written.
 */
export async function createAvatar(
  ctx: Pick<AppContext, 'db' | 'media'>,
  contractorId: number,
  bytes: Uint8Array,
): Promise<Avatar> {
  if ((await detectType(bytes)).kind !== 'image')
    throw validationError({ file: [UPLOAD_MESSAGES.notAnImage] });
  const renditions = await renderImage(bytes);
  const { fileKey, thumbnailKey, files } = imageFiles(renditions);
  const db = ctx.db.db;
  const row = await storingFiles(ctx.media, files, () =>
    db.transaction(async (tx) => {
      // The agency's row is the lock that makes the count exact under concurrent uploads.
      await tx
        .select({ id: contractors.id })
        .from(contractors)
        .where(eq(contractors.id, contractorId))
        .for('update');
      const [held] = await tx
        .select({ n: count() })
        .from(avatars)
        .where(eq(avatars.contractorId, contractorId));
      if (held!.n >= AVATARS_PER_AGENCY)
        throw validationError({ file: [UPLOAD_MESSAGES.tooManyAvatars] });
      const [inserted] = await tx
        .insert(avatars)
        .values({
          contractorId,
          fileKey,
          thumbnailKey,
          width: renditions.image.width,
          height: renditions.image.height,
          size: renditions.image.bytes.length,
        })
        .returning();
      return inserted!;
    }),
  );
  return toAvatar(row);
}
