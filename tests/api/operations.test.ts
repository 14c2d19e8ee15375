import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../server/db/schema';
import { DEMO_PROJECTS } from '../../server/db/seed/demo-projects';
import { HEALTH_MESSAGES } from '../../server/ops';
import { call, login } from './helpers/accounts';
import { openSocket } from './helpers/notifications';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Operations (issue 34 §3): liveness and readiness for a balancer, Prometheus metrics behind the operator's
// token, and the request id every answer echoes and every log line carries.

const OPERATOR = 'tests-operator-token-that-is-long-enough'; // testConfig's
const logged: Record<string, unknown>[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp(
    { logLevel: 'info' },
    {
      logStream: { write: (line) => void logged.push(JSON.parse(line) as Record<string, unknown>) },
    },
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The metrics' text, read with the operator's token. */
async function scrape(): Promise<string> {
  const res = await get('/metrics', { authorization: `Operator ${OPERATOR}` });
  expect(res.statusCode).toBe(200);
  return res.body;
}

/** The value of the sample `name{labels}` (labels as printed, in order), or undefined. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /healthz and /readyz', () => {
  it('answer 200 without a login, never cached', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ status: 'ok' });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('are not in the sitemap', async () => {
    const res = await get('/sitemap.xml');
    expect(res.body).not.toMatch(/healthz|readyz|metrics/);
  });

  it('/readyz answers 503 while a migration of this build is missing, 200 once it is there', async () => {
    const [last] = await t.app.db.query<{ id: number; hash: string; created_at: string }>(
      'select id, hash, created_at::text from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    await t.app.db.query('delete from drizzle.__drizzle_migrations where id = $1', [last!.id]);
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: HEALTH_MESSAGES.migrationsMissing });
      expect((await get('/healthz')).statusCode).toBe(200); // alive all the same
    } finally {
      await t.app.db.query(
        'insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3::bigint)',
        [last!.id, last!.hash, last!.created_at],
      );
    }
    expect((await get('/readyz')).statusCode).toBe(200);
  });

  it('/readyz answers 503 when the database fails, /healthz still 200', async () => {
    const database = t.app.db;
    const query = database.query;
    database.query = () => Promise.reject(new Error('connection refused'));
    try {
      const res = await get('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ detail: HEALTH_MESSAGES.databaseDown });
      expect((await get('/healthz')).statusCode).toBe(200);
    } finally {
      database.query = query;
    }
  });
});

describe('GET /metrics', () => {
  it('needs the operator’s token: 401 without it, 403 with a user’s or a wrong one', async () => {
    const none = await get('/metrics');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Учётные данные не переданы: войдите в систему.' });
    expect(none.headers['www-authenticate']).toBe('Operator realm="operator"');
    const client = await login(t.app, 'client@podryad.example');
    for (const authorization of [
      `Bearer ${client.access}`,
      'Operator wrong-token-wrong-token-wrong-token',
    ]) {
      const res = await get('/metrics', { authorization });
      expect(res.statusCode, authorization).toBe(403);
      expect(res.json()).toEqual({
        detail: 'У вас недостаточно прав для выполнения данного действия.',
      });
      expect(res.body).not.toContain('podryad_');
    }
  });

  it('times requests by route pattern and status, never by their URL', async () => {
    await get('/healthz');
    await get('/location/api/v1/countries/1/');
    await get('/location/api/v1/countries/2/');
    await get('/no-such-api/api/v1/anything/');
    const text = await scrape();
    expect(text).toContain('# TYPE podryad_http_request_duration_seconds histogram');
    expect(
      sample(
        text,
        'podryad_http_request_duration_seconds_count',
        '{method="GET",route="/healthz",status_code="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(
        text,
        'podryad_http_request_duration_seconds_count',
        '{method="GET",route="/location/api/v1/countries/:id/",status_code="200"}',
      ),
    ).toBe(2);
    expect(text).toContain('route="unmatched",status_code="404"');
    expect(text).not.toContain('countries/1/');
    expect(text).not.toContain('no-such-api');
  });

  it('counts open notification sockets, the outboxes, the ranking cache and the database’s connections', async () => {
    const client = await login(t.app, 'client@podryad.example');
    const me = await call<{ id: number }>(t.app, 'GET', '/auth/api/v1/users/me/', {
      token: client.access,
    });
    const before = await scrape();
    expect(sample(before, 'podryad_notification_sockets')).toBe(0);
    const socket = await openSocket(
      t.app,
      `/ws/notifications/${me.body.id}/?token=${client.access}`,
    );
    await socket.next(); // the first message: the socket is registered
    expect(sample(await scrape(), 'podryad_notification_sockets')).toBe(1);
    socket.close();
    await socket.closed;

    // The outbox of pushes and mails: what the worker has not finished.
    const pending = await t.app.db.query<{ depth: number }>(
      'select count(*)::int as depth from notification_deliveries where finished_at is null',
    );
    const text = await scrape();
    expect(sample(text, 'podryad_outbox_depth', '{outbox="notification_deliveries"}')).toBe(
      pending[0]!.depth,
    );
    expect(
      sample(text, 'podryad_outbox_oldest_age_seconds', '{outbox="notification_deliveries"}'),
    ).toBeGreaterThanOrEqual(0);
    // No SMTP: mails are printed, never marked sent, so the mail outbox is not reported.
    expect(text).not.toContain('outbox="mail"');
    const pool = (state: string) =>
      sample(text, 'podryad_db_pool_connections', `{state="${state}"}`);
    if (t.app.db.kind === 'postgres') {
      // The pool: the connections it opened, idle or in use, never past its most.
      expect(pool('max')).toBe(10);
      expect(pool('total')).toBeGreaterThanOrEqual(1);
      expect(pool('total')).toBeLessThanOrEqual(10);
      expect(pool('idle')).toBeLessThanOrEqual(pool('total')!);
      expect(pool('waiting')).toBeGreaterThanOrEqual(0); // the scrape's own reads may wait
    } else {
      // The embedded database: one connection, no pool.
      expect([pool('total'), pool('idle'), pool('waiting')]).toEqual([1, undefined, undefined]);
    }

    // use_cache=true: the first answer ranks (or reads the store), the second is kept in memory.
    const [project] = await t.app.db.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.title, DEMO_PROJECTS[0]!.title));
    const url = `/contractor/api/projects/${project!.id}/dynamic-contractor/?use_cache=true`;
    const cache = (s: string, result: string) =>
      sample(s, 'podryad_ranking_cache_total', `{result="${result}"}`) ?? 0;
    const start = await scrape();
    expect((await call(t.app, 'GET', url, { token: client.access })).status).toBe(200);
    const first = await scrape();
    expect(
      cache(first, 'miss') + cache(first, 'stored') - cache(start, 'miss') - cache(start, 'stored'),
    ).toBe(1);
    expect((await call(t.app, 'GET', url, { token: client.access })).status).toBe(200);
    expect(cache(await scrape(), 'kept') - cache(first, 'kept')).toBe(1);
  });
});

describe('X-Request-Id', () => {
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

  it('echoes a sane incoming id, on errors too', async () => {
    for (const url of ['/healthz', '/metrics', '/faq/api/v1/faqs/999999/']) {
      const res = await get(url, { 'x-request-id': 'lb-7f3a.2:c_1' });
      expect(res.headers['x-request-id'], url).toBe('lb-7f3a.2:c_1');
    }
  });

  it('replaces a missing or odd one with a new UUID', async () => {
    const ids = new Set<string>();
    for (const header of [undefined, '', 'two words', 'x'.repeat(129), 'a\u00e9b', '<script>']) {
      const res = await get('/healthz', header === undefined ? {} : { 'x-request-id': header });
      const id = res.headers['x-request-id'] as string;
      expect(id, String(header)).toMatch(UUID);
      ids.add(id);
    }
    expect(ids.size).toBe(6);
  });

  it('is on every log line written while the request runs, the app logger’s too', async () => {
    logged.length = 0;
    const id = 'trace-registration-1';
    const res = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/users/reset_password/',
      payload: { email: 'client@podryad.example' },
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(204);
    const lines = logged.filter((line) => line.reqId === id);
    // Fastify's own lines (request.log) and the mail's line (app.log, in the request's async context).
    expect(lines.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed']),
    );
    const mail = logged.find((line) => String(line.msg).startsWith('mail (outbox #'));
    expect(mail?.reqId).toBe(id);
    // Nothing logged meanwhile went without it.
    expect(logged.filter((line) => line.reqId !== id)).toEqual([]);
  });
});
