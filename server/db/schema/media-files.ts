import { bigint, customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { at } from './references';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * Uploaded files kept in PostgreSQL (server/storage/database.ts, the media storage with DATABASE_URL): one
 * row per key, its bytes in chunks of at most 256 KiB, so a file is written and served a chunk at a time.
 * The file's row and its chunks are written in one transaction: a key with a row has all its chunks.
 */
export const mediaFiles = pgTable('media_files', {
  key: text('key').primaryKey(),
  size: bigint('size', { mode: 'number' }).notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

export const mediaChunks = pgTable(
  'media_chunks',
  {
    key: text('key')
      .notNull()
      .references(() => mediaFiles.key, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ name: 'media_chunks_pk', columns: [t.key, t.seq] })],
);
