import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

// The request id: what ties a client's complaint, the proxy's access log and our log lines together. A
// balancer or a client may send one (`X-Request-Id`); a sane one is kept, anything else is replaced by a new
// UUID. Every answer echoes it, and every log line written while the request runs carries it as `reqId` —
// lines of `request.log` (Fastify binds it) and of `app.log` (the mixin below, through async context).

export const REQUEST_ID_HEADER = 'x-request-id';

/** As `Idempotency-Key`: up to 128 of `A-Za-z0-9_.:-` — a UUID, a hex trace id, nginx's `$request_id`. */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/** The request's id: the incoming header's when it looks sane, else a new UUID. Fastify's `genReqId`. */
export function requestIdOf(request: IncomingMessage): string {
  const header = request.headers[REQUEST_ID_HEADER];
  return typeof header === 'string' && SANE_REQUEST_ID.test(header) ? header : randomUUID();
}

/** The log's field of the request id: Fastify's default `requestIdLogLabel`. */
export const REQUEST_ID_LOG_LABEL = 'reqId';

const running = new AsyncLocalStorage<{ reqId: string }>();

/**
 * pino's `mixin`: a line logged while a request runs gets its id, unless its logger already binds it
 * (`request.log`), so no line names it twice.
 */
export function requestIdMixin(
  _merged: object,
  _level: number,
  logger: { bindings: () => Record<string, unknown> },
): object {
  const store = running.getStore();
  if (!store || REQUEST_ID_LOG_LABEL in logger.bindings()) return {};
  return { [REQUEST_ID_LOG_LABEL]: store.reqId };
}

/**
 * Echoes the id on every answer (errors and 404s too) and runs the rest of the request inside its async
 * context. Register before any other `onRequest` hook, so authentication's lines carry it too.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    running.run({ reqId: request.id }, done);
  });
}
