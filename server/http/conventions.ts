import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { countersRateLimitStore, databaseCounters, memoryCounters } from '../security/counters';
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
  // What every rate limit counts with: PostgreSQL with DATABASE_URL (each limit counted once across the
  // processes), this process's memory on PGlite (one process; no query queued on its one connection).
  // (An app without a database — a test of these conventions alone — counts in memory too.)
  const postgres = app.hasDecorator('db') && app.db.kind === 'postgres';
  app.decorate('counters', postgres ? databaseCounters(app.db) : memoryCounters());
  await app.register(rateLimit, {
    global: false, // limits are set per route (login, registration, reset)
    // On PGlite, the plugin's own memory store.
    ...(app.counters.shared && { store: countersRateLimitStore(app.counters) }),
    errorResponseBuilder: (_request, context) => throttled(context.ttl / 1000),
  });
}
