import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { databaseStorage } from './database';
import { diskStorage } from './disk';
import { s3Storage } from './s3';

/**
 * The media storage (`app.media`). With S3_URL, that bucket (`s3.ts`), whatever the database; else with
 * DATABASE_URL, PostgreSQL's media tables (`database.ts`) — either way every process behind a balancer
 * serves every upload; on PGlite, files on disk in `DATA_DIR/media` — or, with no folder configured, as in
 * tests on an in-memory database, in a temporary folder deleted on close. `config.mediaStore` overrides the
 * choice.
 */
export const mediaPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const store =
      config.mediaStore ?? (config.s3 ? 's3' : app.db.kind === 'postgres' ? 'database' : 'disk');
    if (store === 's3') {
      if (!config.s3) throw new Error('mediaStore s3 needs config.s3 (S3_URL)');
      const storage = s3Storage(config.s3);
      app.decorate('media', storage);
      app.addHook('onClose', (_instance, done) => {
        storage.close();
        done();
      });
      return;
    }
    if (store === 'database') {
      app.decorate('media', databaseStorage(app.db));
      return;
    }
    const temporary = config.mediaDir === undefined;
    const root = config.mediaDir ?? (await mkdtemp(path.join(tmpdir(), 'podryad-media-')));
    await mkdir(root, { recursive: true });
    app.decorate('media', diskStorage(root));
    if (temporary) app.addHook('onClose', () => rm(root, { recursive: true, force: true }));
  },
  { name: 'media', dependencies: ['db'] },
);
