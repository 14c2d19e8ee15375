import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { diskStorage } from './disk';

/**
 * The media storage (`app.media`): files on disk in `DATA_DIR/media`, or — with no folder configured, as
 * in tests on an in-memory database — in a temporary folder deleted on close. An S3-compatible store
 * would be chosen here.
 */
export const mediaPlugin = fp<{ config: Config }>(
  async (app, { config }) => {
    const temporary = config.mediaDir === undefined;
    const root = config.mediaDir ?? (await mkdtemp(path.join(tmpdir(), 'podryad-media-')));
    await mkdir(root, { recursive: true });
    app.decorate('media', diskStorage(root));
    if (temporary) app.addHook('onClose', () => rm(root, { recursive: true, force: true }));
  },
  { name: 'media' },
);
