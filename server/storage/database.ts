import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isMediaKey, type MediaStorage } from './storage';

/** The most bytes one row of `media_chunks` holds: what is in memory at once while a file is written or read. */
export const MEDIA_CHUNK_BYTES = 256 * 1024;

/** The media storage in PostgreSQL, plus a write from a stream (`npm run ops -- media migrate`). */
export interface DatabaseMediaStorage extends MediaStorage {
  /** Stores the chunks of `source` under `key` whole or not at all, one chunk in memory at a time. */
  putStream(key: string, source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>): Promise<void>;
  /** Whether `key` is stored. */
  has(key: string): Promise<boolean>;
}

/** `bytes` as a Buffer without a copy: node-postgres sends a Buffer as bytea; PGlite takes any Uint8Array. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** The pieces of `source`, none over MEDIA_CHUNK_BYTES (views into the source's own chunks, not copies). */
async function* chunked(
  source: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
): AsyncGenerator<Uint8Array> {
  for await (const piece of source)
    for (let at = 0; at < piece.byteLength; at += MEDIA_CHUNK_BYTES)
      yield piece.subarray(at, at + MEDIA_CHUNK_BYTES);
}

/**
 * Files in PostgreSQL (`media_files` + `media_chunks`, migration 0032): the default media storage with
 * `DATABASE_URL`, so a file uploaded through one process is served by every other. A file's row and chunks
 * are written in one transaction (a reader sees the whole file or none); it is read a chunk per query as the
 * client takes it, so neither a write nor a read holds more than a chunk of it beyond what the caller gave,
 * and no connection is held between chunks.
 */
export function databaseStorage(database: Database): DatabaseMediaStorage {
  const checked = (key: string) => {
    if (!isMediaKey(key)) throw new Error(`bad key ${key}`);
    return key;
  };

  const putStream: DatabaseMediaStorage['putStream'] = async (key, source) => {
    checked(key);
    await database.db.transaction(async (tx) => {
      // A key is never reused for other bytes; a second put (a migration run again) replaces the first.
      await tx.execute(sql`DELETE FROM media_files WHERE key = ${key}`);
      await tx.execute(sql`INSERT INTO media_files (key, size) VALUES (${key}, 0)`);
      let seq = 0;
      let size = 0;
      for await (const chunk of chunked(source)) {
        await tx.execute(
          sql`INSERT INTO media_chunks (key, seq, bytes) VALUES (${key}, ${seq}, ${asBuffer(chunk)})`,
        );
        seq += 1;
        size += chunk.byteLength;
      }
      await tx.execute(sql`UPDATE media_files SET size = ${size} WHERE key = ${key}`);
    });
  };

  return {
    putStream,

    put: (key, bytes) => putStream(key, [bytes]),

    async delete(key) {
      await database.query('DELETE FROM media_files WHERE key = $1', [checked(key)]);
    },

    async has(key) {
      const rows = await database.query('SELECT 1 FROM media_files WHERE key = $1', [checked(key)]);
      return rows.length > 0;
    },

    async open(key) {
      if (!isMediaKey(key)) return null;
      const [file] = await database.query<{ size: string | number }>(
        'SELECT size FROM media_files WHERE key = $1',
        [key],
      );
      if (!file) return null;
      const size = Number(file.size);
      async function* chunks(): AsyncGenerator<Buffer> {
        let sent = 0;
        for (let seq = 0; sent < size; seq++) {
          const [row] = await database.query<{ bytes: Uint8Array }>(
            'SELECT bytes FROM media_chunks WHERE key = $1 AND seq = $2',
            [key, seq],
          );
          // Deleted while being read: the answer is cut short (its Content-Length said more), never wrong.
          if (!row) throw new Error(`media ${key} deleted while read`);
          sent += row.bytes.byteLength;
          yield asBuffer(row.bytes);
        }
      }
      return { stream: Readable.from(chunks(), { objectMode: false }), size };
    },
  };
}
