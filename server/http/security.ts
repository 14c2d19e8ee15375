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
function noStoreForCallers(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  const personal =
    request.headers.authorization !== undefined ||
    request.routeOptions.config?.authentication === false;
  if (personal && isApiPath(request.url)) reply.header('cache-control', 'no-store');
  return Promise.resolve(payload);
}

/**
 * Security headers for every answer (helmet, CSP, HSTS) and no-store for personal API answers. Helmet's
 * middleware is built once: @fastify/helmet rebuilt it, re-parsing the CSP, on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: Config): void {
  const setHeaders = helmet({
    contentSecurityPolicy: contentSecurityPolicy(config.publicUrl),
    strictTransportSecurity: strictTransportSecurity(config.publicUrl),
    crossOriginEmbedderPolicy: false,
  });
  // Helmet sets its headers synchronously and throws rather than passing an error on.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, () => done());
  });
  app.addHook('onSend', noStoreForCallers);
}
