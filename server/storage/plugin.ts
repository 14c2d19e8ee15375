import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { databaseStorage } from './database';
import { diskStorage } from './disk';

/**
 * The media storage (`app.media`). With DATABASE_URL, PostgreSQL's media tables (`database.ts`), so every
 * process behind a balancer serves every upload; on PGlite, files on disk in `DATA_DIR/media` — or, with no
 * folder configured, as in tests on an in-memory database, in a temporary folder deleted on close.
 * `config.mediaStore` overrides the choice. An S3-compatible store would be chosen here.
 */
export const mediaPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const store = config.mediaStore ?? (app.db.kind === 'postgres' ? 'database' : 'disk');
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
