import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isApiPath } from '../../contract/api-paths';
import type { Config } from '../config';

/** The notification socket's origin: PUBLIC_URL's host over `ws:` (for http) or `wss:` (for https). */
export const socketOrigin = (publicUrl: string): string => {
  const { protocol, host } = new URL(publicUrl);
  return `${protocol === 'https:' ? 'wss' : 'ws'}://${host}`;
};

/**
 * The spec keeps tokens in script-readable cookies, so the app must never run a script it did not ship:
 * no inline or third-party script. Styles stay inline-capable for antd's CSS-in-JS. The app talks to its
 * own origin only: `'self'` and the socket of that same origin, named explicitly because browsers differ on
 * whether `'self'` covers `ws:`/`wss:`.
 */
export const contentSecurityPolicy = (publicUrl: string) => ({
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", socketOrigin(publicUrl)],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    frameAncestors: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
});

/**
 * HSTS only for a deployment served over https, as PUBLIC_URL (the address users reach) says. The process
 * itself usually speaks plain http behind a TLS proxy, so the request's own scheme cannot tell; and a plain
 * http deployment (`npm start`, a LAN) must never announce https. One year, this host only: sibling
 * subdomains are not ours to bind.
 */
export const strictTransportSecurity = (publicUrl: string) =>
  new URL(publicUrl).protocol === 'https:'
    ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false }
    : false;

/**
 * `Cache-Control: no-store` on every API answer to a request that carries an Authorization header — the
 * answers that may depend on who asks, errors and 401s included — and on the token views (their bodies are
 * tokens). Guests' answers keep whatever caching their route sets.
 */
function noStoreForCallers(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload: unknown) => void,
) {
  const personal =
    request.headers.authorization !== undefined ||
    request.routeOptions.config?.authentication === false;
  if (personal && isApiPath(request.url)) reply.header('cache-control', 'no-store');
  done(null, payload);
}

type HeaderWrites = { set: [string, string][]; removed: string[] };

/**
 * What helmet's middleware writes on a response, worked out once: every header of our policy is the same for
 * each answer (no directive depends on the request, no nonce), so a request only copies them.
 */
function helmetHeaders(options: Parameters<typeof helmet>[0]): HeaderWrites {
  const writes: HeaderWrites = { set: [], removed: [] };
  const response = {
    setHeader: (name: string, value: string) => writes.set.push([name, value]),
    removeHeader: (name: string) => writes.removed.push(name),
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error instanceof Error) throw error; // a directive helmet refuses: at start, not per request
    },
  );
  return writes;
}

/** Security headers for every answer (helmet, CSP, HSTS) and no-store for personal API answers. */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const { set, removed } = helmetHeaders({
    contentSecurityPolicy: contentSecurityPolicy(config.publicUrl),
    strictTransportSecurity: strictTransportSecurity(config.publicUrl),
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of set) reply.raw.setHeader(name, value);
    for (const name of removed) reply.raw.removeHeader(name);
    done();
  });
  app.addHook('onSend', noStoreForCallers);
}
