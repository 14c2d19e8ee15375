import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_CHUNK_BYTES } from './database';
import { isMediaKey } from './storage';

/** Where the files go: the database's media tables (`database.ts`) or a bucket (`s3.ts`). */
export interface MediaMigrationTarget {
  has(key: string): Promise<boolean>;
  /** Stores the `size` bytes of `source` under `key` whole or not at all, streamed. */
  putStream(key: string, source: AsyncIterable<Uint8Array>, size: number): Promise<void>;
}

export interface MediaMigration {
  /** Files copied into the store now. */
  copied: number;
  /** Files the store already had (a run repeated or resumed). */
  present: number;
  /** Bytes copied. */
  bytes: number;
}

/** Every file under `root` whose path is a media key (`images/3f/…webp`); strays (`.tmp-*`) are not. */
async function* mediaKeysUnder(root: string): AsyncGenerator<string> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path
      .relative(root, path.join(entry.parentPath, entry.name))
      .split(path.sep)
      .join('/');
    if (isMediaKey(key)) yield key;
  }
}

/**
 * `npm run ops -- media migrate`: copies the files of a disk media folder (`DATA_DIR/media`) into the
 * database's media tables (each written in one transaction) or a bucket (one PutObject each), read a chunk
 * at a time, under the same key, so every URL stays. A file already there is skipped: a run stopped midway
 * is simply run again. The folder is left as it was (delete it once the app serves from the new store).
 */
export async function migrateMediaFromDisk(
  root: string,
  storage: MediaMigrationTarget,
  onFile: (key: string) => void = () => undefined,
): Promise<MediaMigration> {
  const done: MediaMigration = { copied: 0, present: 0, bytes: 0 };
  for await (const key of mediaKeysUnder(root)) {
    if (await storage.has(key)) {
      done.present += 1;
      continue;
    }
    const file = path.join(root, ...key.split('/'));
    const { size } = await stat(file);
    await storage.putStream(
      key,
      createReadStream(file, { highWaterMark: MEDIA_CHUNK_BYTES }) as AsyncIterable<Buffer>,
      size,
    );
    done.copied += 1;
    done.bytes += size;
    onFile(key);
  }
  return done;
}
