import type { MediaStorage } from './storage';

export interface NewFile {
  key: string;
  bytes: Uint8Array;
}

/**
 * Stores `files`, then runs `write` — the transaction that adds the rows naming them. If a file cannot be
 * stored or the transaction fails, the files already stored are deleted: no row without its file, no file
 * without its row.
 */
export async function storingFiles<T>(
  media: MediaStorage,
  files: readonly NewFile[],
  write: () => Promise<T>,
): Promise<T> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await media.put(file.key, file.bytes);
      stored.push(file.key);
    }
    return await write();
  } catch (error) {
    await Promise.allSettled(stored.map((key) => media.delete(key)));
    throw error;
  }
}

/**
 * Runs `write` — the transaction that deletes rows and returns the keys they named — and, once it has
 * committed, deletes those files. A file that cannot be deleted is left behind, never a row without a file.
 */
export async function deletingFiles<T>(
  media: MediaStorage,
  write: () => Promise<{ result: T; keys: readonly string[] }>,
  onLeftBehind: (key: string, error: unknown) => void = () => undefined,
): Promise<T> {
  const { result, keys } = await write();
  const deleted = await Promise.allSettled(keys.map((key) => media.delete(key)));
  deleted.forEach((outcome, i) => {
    if (outcome.status === 'rejected') onLeftBehind(keys[i]!, outcome.reason);
  });
  return result;
}
