import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors';
import { IMMUTABLE } from '../http/static-app';
import { isMediaKey, mediaTypeOfKey } from './storage';

/**
 * `GET /media/{key}`: a stored file. Keys carry their content's hash, so a copy is good forever. Only a key
 * of the storage's own shape is looked up (no path of the disk is reachable); images open in the page,
 * documents are downloaded, and the declared type is never second-guessed by the browser.
 */
export function registerMediaRoutes(app: FastifyInstance): void {
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      const file = isMediaKey(key) ? await app.media.open(key) : null;
      if (!file) throw notFound();
      const type = mediaTypeOfKey(key)!;
      reply
        .header('content-type', type)
        .header('content-length', file.size)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff');
      if (!type.startsWith('image/')) reply.header('content-disposition', 'attachment');
      return reply.send(file.stream);
    },
  );
}
