import type { FastifyInstance } from 'fastify';
import { latestMigrationMillis, migrationsApplied } from '../db/migration-state';

// Liveness and readiness, for a balancer or an orchestrator: unauthenticated, cheap, never cached, outside
// the API's paths and the sitemap. `/healthz`: the process answers (no database read, so a slow database
// never gets a live process restarted). `/readyz`: the database answers and has every migration this build
// ships — a new process migrating, one whose database is gone, or one shutting down (Fastify answers 503
// while it closes) gets no traffic.

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/** A database that takes longer than this to answer one tiny query is as good as absent. */
export const READY_TIMEOUT_MS = 3_000;

export const HEALTH_MESSAGES = {
  databaseDown: 'База данных не отвечает.',
  migrationsMissing: 'В базе данных применены не все миграции.',
} as const;

const NO_STORE = { 'cache-control': 'no-store' };

/** Settles as `work`, or rejects after `ms`. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function registerHealthRoutes(app: FastifyInstance): void {
  const latest = latestMigrationMillis();
  // Marked public: no access rule, and they are not the API's paths (authentication never reads them).
  const config = { access: 'public' as const };

  app.get(HEALTH_PATH, { config }, (_request, reply) =>
    reply.headers(NO_STORE).send({ status: 'ok' }),
  );

  app.get(READY_PATH, { config }, async (request, reply) => {
    reply.headers(NO_STORE);
    let applied: boolean;
    try {
      applied = await within(migrationsApplied(app.db, latest), READY_TIMEOUT_MS);
    } catch (error) {
      request.log.warn({ err: error }, 'not ready: the database does not answer');
      return reply.code(503).send({ detail: HEALTH_MESSAGES.databaseDown });
    }
    if (!applied) {
      request.log.warn('not ready: migrations are missing');
      return reply.code(503).send({ detail: HEALTH_MESSAGES.migrationsMissing });
    }
    return { status: 'ok' };
  });
}
