import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const hasBuiltApp = (staticDir: string) =>
  existsSync(path.join(path.resolve(staticDir), 'index.html'));

/** Content-hashed build output: a new build gets new names, so a copy never needs revalidating. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built app. Text files go out pre-compressed: the build wrote `.br` and `.gz` next to each
 * (scripts/precompress.ts), and `preCompressed` picks brotli, then gzip, then the file itself by
 * Accept-Encoding, with `Vary: Accept-Encoding`. Hashed assets are cached for a year; everything else
 * (index.html, sw.js, the manifest, builds/latest.json) is revalidated. The compressed siblings are not
 * routes of their own, and source maps, should a build contain any, are never served.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(staticDir),
    wildcard: false, // one route per built file; unknown paths reach the SPA fallback
    index: false, // `/` is a page like any other (server-rendered when the build has a renderer)
    // Not files of the site: the server's renderer of pages and the build's manifest.
    globIgnore: ['**/*.br', '**/*.gz', '**/*.map', 'ssr/**', '.vite/**'],
    preCompressed: true,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? IMMUTABLE : 'no-cache');
      // The worker's offline shell: a page without content, never to be indexed.
      if (path.basename(filePath) === 'index.html') reply.header('x-robots-tag', 'noindex');
    },
  });
}
