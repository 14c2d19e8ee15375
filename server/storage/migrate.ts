import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_CHUNK_BYTES, type DatabaseMediaStorage } from './database';
import { isMediaKey } from './storage';

export interface MediaMigration {
  /** Files copied into the database now. */
  copied: number;
  /** Files the database already had (a run repeated or resumed). */
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
 * database's media tables, each read a chunk at a time and written in one transaction, under the same key,
 * so every URL stays. A file already there is skipped: a run stopped midway is simply run again. The folder
 * is left as it was (delete it once the app serves from the database).
 */
export async function migrateMediaFromDisk(
  root: string,
  storage: DatabaseMediaStorage,
  onFile: (key: string) => void = () => undefined,
): Promise<MediaMigration> {
  const done: MediaMigration = { copied: 0, present: 0, bytes: 0 };
  for await (const key of mediaKeysUnder(root)) {
    if (await storage.has(key)) {
      done.present += 1;
      continue;
    }
    const file = path.join(root, ...key.split('/'));
    let size = 0;
    await storage.putStream(
      key,
      (async function* () {
        for await (const chunk of createReadStream(file, { highWaterMark: MEDIA_CHUNK_BYTES })) {
          size += (chunk as Buffer).byteLength;
          yield chunk as Buffer;
        }
      })(),
    );
    done.copied += 1;
    done.bytes += size;
    onFile(key);
  }
  return done;
}
