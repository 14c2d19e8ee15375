import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { isApiPath } from '../../contract/api-paths';
import { MESSAGES } from './errors';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** Answers a GET of a page of the app (server/pages/site.ts): its HTML, or the client shell. */
export type PageResponder = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

export type NotFoundOptions = {
  /** The built app is served: a page's GET gets its index.html. */
  spa: boolean;
  /** Pages rendered on the server: a page's GET is theirs (takes over from `spa`). */
  servePage?: PageResponder;
};

/**
 * Unknown routes: a known path with another method → 405 with `Allow`; an unknown API path → JSON 404;
 * any other GET (a deep link into the app) → its server-rendered page, or the app's `index.html`.
 * Must be registered before the routes, so it sees each of them.
 */
export function registerNotFound(app: FastifyInstance, { spa, servePage }: NotFoundOptions): void {
  const known = FindMyWay({ ignoreTrailingSlash: false });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const upper = method.toUpperCase() as HTTPMethod;
      if (METHODS.includes(upper)) known.on(upper, route.url, () => {});
    }
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // GET and HEAD go together: a wildcard route that finds no file (kept assets) is a 404, not a 405.
    const reads = (m: string) => m === 'GET' || m === 'HEAD';
    const allowed = METHODS.filter(
      (m) =>
        m !== request.method &&
        !(reads(m) && reads(request.method)) &&
        known.find(m, path) !== null,
    );
    if (allowed.length > 0) {
      return reply
        .code(405)
        .header('allow', allowed.join(', '))
        .send({ detail: MESSAGES.methodNotAllowed(request.method) });
    }
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isApiPath(path) &&
      !/\.[a-z0-9]+$/i.test(path);
    if (wantsPage && servePage) return servePage(request, reply);
    if (wantsPage && spa) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    return reply.code(404).send({ detail: MESSAGES.notFound });
  });
}
