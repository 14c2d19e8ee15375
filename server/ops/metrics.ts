import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { requireOperator } from '../modules/plans';

// `/metrics` in Prometheus' text format (prom-client), behind the operator's token (`Authorization: Operator
// <token>`, as `npm run ops` sends it): the figures tell how busy the service is, not for everyone to read.
// One registry per app (tests build many in one process). Gauges read their value when scraped.

export const METRICS_PATH = '/metrics';

/** Up to 10 s: past the slowest answer the budgets allow (a first ranking on a cold index, a PDF). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The label of a request that matched no route (a 404 or 405): never its URL, so the labels stay few. */
export const UNMATCHED_ROUTE = 'unmatched';

interface OutboxState {
  depth: number;
  age: number | null;
}

/**
 * The rows an outbox still has to send, and the oldest one's age in seconds. A push waits PUSH_DELAY_MS on
 * purpose, so an age of a few seconds is normal; one that keeps growing is a stuck worker.
 */
const OUTBOX_QUERIES = {
  notification_deliveries:
    'select count(*)::int as depth, extract(epoch from now() - min(created_at))::float8 as age ' +
    'from notification_deliveries where finished_at is null',
  // Without SMTP a mail is printed, never marked sent: only counted when SMTP_URL is set.
  mail:
    'select count(*)::int as depth, extract(epoch from now() - min(created_at))::float8 as age ' +
    'from outbox where sent_at is null',
} as const;

export function registerMetrics(app: FastifyInstance): Registry {
  const registers = [new Registry()];
  const [register] = registers as [Registry];

  const durations = new Histogram({
    name: 'podryad_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    durations.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
    done();
  });

  new Gauge({
    name: 'podryad_notification_sockets',
    help: 'Notification sockets open on this process.',
    registers,
    collect() {
      this.set(app.notificationHub.size);
    },
  });

  const outboxes = Object.keys(OUTBOX_QUERIES).filter(
    (name) => name !== 'mail' || app.config.smtpUrl !== undefined,
  ) as (keyof typeof OUTBOX_QUERIES)[];
  // One read per scrape for both gauges: the depth's collect reads, the age's reports what it read.
  let read: Promise<Map<string, OutboxState>> | undefined;
  const readOutboxes = async () => {
    const states = new Map<string, OutboxState>();
    for (const name of outboxes) {
      try {
        const [row] = await app.db.query<OutboxState>(OUTBOX_QUERIES[name]);
        if (row) states.set(name, { depth: Number(row.depth), age: row.age });
      } catch (error) {
        app.log.warn({ err: error, outbox: name }, 'metrics: the outbox could not be read');
      }
    }
    return states;
  };
  new Gauge({
    name: 'podryad_outbox_depth',
    help: 'Rows an outbox has not sent yet (notification_deliveries: pushes and mails of notifications; mail: the SMTP outbox).',
    labelNames: ['outbox'] as const,
    registers,
    async collect() {
      this.reset();
      read = readOutboxes();
      for (const [outbox, state] of await read) this.set({ outbox }, state.depth);
    },
  });
  new Gauge({
    name: 'podryad_outbox_oldest_age_seconds',
    help: 'Age of the oldest row an outbox has not sent yet; 0 when it is empty.',
    labelNames: ['outbox'] as const,
    registers,
    async collect() {
      this.reset();
      for (const [outbox, state] of await (read ?? readOutboxes()))
        this.set({ outbox }, Math.max(0, state.age ?? 0));
      read = undefined;
    },
  });

  new Counter({
    name: 'podryad_ranking_cache_total',
    help: "Rankings asked with use_cache=true, by how they were answered: kept (this process's memory), stored (the database's store) or miss (ranked afresh).",
    labelNames: ['result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [result, count] of Object.entries(app.ranking.cacheCounts))
        this.inc({ result }, count);
    },
  });

  new Gauge({
    name: 'podryad_db_pool_connections',
    help: 'PostgreSQL pool connections of this process, by state (total, idle, waiting requests, max); the embedded database has one connection.',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const use = app.db.poolUse?.() ?? { total: 1, max: 1 };
      this.reset();
      for (const [state, value] of Object.entries(use) as [string, number][])
        this.set({ state }, value);
    },
  });

  // The process's own figures (CPU, memory, event loop delay, GC) for a listening server only: their
  // observers live as long as the process, and tests build many apps that never listen.
  app.addHook('onListen', (done) => {
    collectDefaultMetrics({ register });
    done();
  });

  app.get(METRICS_PATH, { preHandler: requireOperator }, async (_request, reply) =>
    reply
      .headers({ 'content-type': register.contentType, 'cache-control': 'no-store' })
      .send(await register.metrics()),
  );
  return register;
}
