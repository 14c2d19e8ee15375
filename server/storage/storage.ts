import { createHash, randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live: on disk (`disk.ts`, under `DATA_DIR/media`), in PostgreSQL (`database.ts`) or in
 * an S3-compatible bucket (`s3.ts`), as `plugin.ts` picks. Files are always served at `/media/{key}`
 * (`serve.ts` streams them through `open`), so URLs, the page's CSP and immutable caching stay the same
 * whatever the store.
 */
export interface MediaStorage {
  /** Stores `bytes` under `key` whole or not at all: a reader never sees a half-written file. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** The file's bytes as a stream and its size, or null when there is none. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
}

/** What a stored file may be: the extension a key ends with, and the Content-Type it is served with. */
export const MEDIA_TYPES = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
} as const;
export type MediaExtension = keyof typeof MEDIA_TYPES;

export type MediaFolder = 'images' | 'files';

const KEY = /^(?:images|files)\/[0-9a-f]{2}\/[0-9a-f]{32}-[0-9a-f]{12}\.(webp|pdf|docx|xlsx|pptx)$/;

/**
 * A new key for `bytes`, e.g. `images/3f/3f9a…c1-0a1b2c3d4e5f.webp`. The content hash makes the name change
 * whenever the bytes do, so a file may be cached forever; the random tail gives every upload a file of its
 * own, so deleting one row never removes a file that another row (the same image uploaded twice) names.
 */
export function newMediaKey(folder: MediaFolder, bytes: Uint8Array, ext: MediaExtension): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  return `${folder}/${hash.slice(0, 2)}/${hash}-${randomBytes(6).toString('hex')}.${ext}`;
}

/** Whether `key` is one `newMediaKey` could have made: nothing else is ever read or served. */
export const isMediaKey = (key: string) => KEY.test(key);

/** The Content-Type a stored file is served with (keys are checked with `isMediaKey` first). */
export const mediaTypeOfKey = (key: string): string | undefined =>
  MEDIA_TYPES[KEY.exec(key)?.[1] as MediaExtension];

/** The path a stored file is served at, relative to the API's origin. */
export const mediaUrl = (key: string) => `/media/${key}`;
