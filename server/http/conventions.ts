import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { registerErrorHandler } from './error-handler';
import { throttled } from './errors';
import { registerNotFound, type NotFoundOptions } from './not-found';
import { serializerCompiler } from './serializer';
import { validatorCompiler } from './validation';

/**
 * Django REST Framework's conventions, in one place for every route: zod validation with DRF field errors,
 * `{"detail"}` errors in Russian, 404/405 for unknown routes (pages for a page's GET), 429 for rate limits.
 * Register before any route.
 */
export async function registerDrfConventions(
  app: FastifyInstance,
  pages: NotFoundOptions,
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNotFound(app, pages);
  await app.register(rateLimit, {
    global: false, // limits are set per route (login, registration, reset)
    errorResponseBuilder: (_request, context) => throttled(context.ttl / 1000),
  });
}
