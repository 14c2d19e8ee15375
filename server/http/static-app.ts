import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const hasBuiltApp = (staticDir: string) =>
  existsSync(path.join(path.resolve(staticDir), 'index.html'));

/** Serves the built app: hashed assets cached for a year, everything else (index.html, sw.js) revalidated. */
export async function registerStaticApp(app: FastifyInstance, staticDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.resolve(staticDir),
    wildcard: false, // one route per built file; unknown paths reach the SPA fallback
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
}
