import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError, MESSAGES } from './errors';

const genericDetail: Record<number, string> = {
  400: 'Некорректный запрос.',
  401: MESSAGES.notAuthenticated,
  403: MESSAGES.permissionDenied,
  404: MESSAGES.notFound,
  406: 'Невозможно удовлетворить заголовок Accept.',
  413: MESSAGES.tooLarge,
  414: 'Слишком длинный адрес запроса.',
};

/** Turns any thrown error into DRF's shape with a Russian message; 5xx answers never carry internals. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error, method: request.method, url: request.url }, 'request failed');
      return reply.code(500).send({ detail: MESSAGES.serverError });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = String(request.headers['content-type'] ?? '').split(';')[0] ?? '';
      return reply.code(415).send({ detail: MESSAGES.unsupportedMediaType(type) });
    }
    if (status === 413) return reply.code(413).send({ detail: MESSAGES.tooLarge });
    // Fastify's content-type parser errors: empty or malformed JSON body.
    if (error.code?.startsWith('FST_ERR_CTP_') || error instanceof SyntaxError) {
      return reply.code(400).send({ detail: MESSAGES.malformedJson });
    }
    request.log.info({ code: error.code, status }, error.message);
    return reply.code(status).send({ detail: genericDetail[status] ?? genericDetail[400] });
  });
}
