import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { BUILDS_PATH } from '../../contract/builds';
import { keepBuilds } from './kept-builds';

export const hasBuiltApp = (staticDir: string) =>
  existsSync(path.join(path.resolve(staticDir), 'index.html'));

/** Content-hashed build output: a new build gets new names, so a copy never needs revalidating. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A build's assets are one flat folder of hashed names; their siblings are never routes of their own. */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const NOT_SERVED = /\.(br|gz|map)$/;

const isFile = (file: string) =>
  stat(file).then(
    (info) => info.isFile(),
    () => false,
  );

/**
 * Serves the built app. Text files go out pre-compressed: the build wrote `.br` and `.gz` next to each
 * (scripts/precompress.ts), and `preCompressed` picks brotli, then gzip, then the file itself by
 * Accept-Encoding, with `Vary: Accept-Encoding`. Hashed assets (`/assets/…`) are cached for a year and
 * looked up in the served build, then in the earlier builds kept under `keptDir` (kept-builds.ts), so a tab
 * open on an earlier build still gets its chunks after a deploy; `/builds/` says which builds those are.
 * Everything else (index.html, sw.js, the manifest, builds/latest.json) is revalidated. The compressed
 * siblings are not routes of their own (nor served when their file is gone), and source maps, should a
 * build contain any, are never served.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  staticDir: string,
  keptDir: string | undefined,
): Promise<void> {
  // A DATA_DIR that cannot take the copy (full, read-only) costs old tabs their chunks, not the start.
  const kept = await keepBuilds(staticDir, keptDir, app.clock(), app.log).catch(
    async (error: unknown) => {
      app.log.warn({ err: error }, 'earlier builds not kept');
      return keepBuilds(staticDir, undefined, app.clock(), app.log);
    },
  );
  await app.register(fastifyStatic, {
    root: path.resolve(staticDir),
    wildcard: false, // one route per built file; unknown paths reach the SPA fallback
    index: false, // `/` is a page like any other (server-rendered when the build has a renderer)
    // Not files of the site: the server's renderer of pages and the build's manifest; assets: below.
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map', 'ssr/**', '.vite/**', 'assets/**'],
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? IMMUTABLE : 'no-cache');
      // The worker's offline shell: a page without content, never to be indexed.
      if (path.basename(filePath) === 'index.html') reply.header('x-robots-tag', 'noindex');
    },
  });
  // The first folder that has the file answers it (with its compressed siblings); none: the JSON 404.
  app.get('/assets/*', async (request, reply) => {
    const name = (request.params as { '*': string })['*'];
    if (ASSET_NAME.test(name) && !NOT_SERVED.test(name))
      for (const root of kept.assetRoots)
        if (await isFile(path.join(root, name))) return reply.sendFile(name, root);
    return reply.callNotFound();
  });
  app.get(BUILDS_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(kept.answer),
  );
}
