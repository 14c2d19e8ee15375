import { mkdir, open, rename, unlink } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { isMediaKey, type MediaStorage } from './storage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Makes a rename inside `dir` survive a crash; a platform that cannot fsync a folder skips it. */
async function syncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r').catch(() => null);
  await handle?.sync().catch(() => undefined);
  await handle?.close();
}

/**
 * Files under `root`, one per key (`images/3f/…webp`). A file is written to a temporary name in its own
 * folder, flushed, then renamed over its key: a crash or a full disk leaves a stray `.tmp-*` at worst,
 * never a half-written file under a key.
 */
export function diskStorage(root: string): MediaStorage {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    // The key's shape already rules out `..`; the second check is for the day that shape changes.
    if (!isMediaKey(key) || !file.startsWith(base + path.sep)) throw new Error(`bad key ${key}`);
    return file;
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      const dir = path.dirname(file);
      await mkdir(dir, { recursive: true });
      const temp = path.join(dir, `.tmp-${randomUUID()}`);
      try {
        const handle = await open(temp, 'wx', 0o644);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temp, file);
      } catch (error) {
        await unlink(temp).catch(() => undefined);
        throw error;
      }
      await syncDir(dir);
    },

    async delete(key) {
      await unlink(fileOf(key)).catch((error: unknown) => {
        if (!isMissing(error)) throw error;
      });
    },

    async open(key) {
      if (!isMediaKey(key)) return null;
      // Opened first, then measured: a file deleted meanwhile is either served whole or a 404.
      const handle = await open(fileOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      try {
        const stats = await handle.stat();
        if (!stats.isFile()) {
          await handle.close();
          return null;
        }
        return { stream: handle.createReadStream(), size: stats.size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
  };
}
