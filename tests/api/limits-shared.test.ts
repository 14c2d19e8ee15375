import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { createScratchDatabase } from '../../server/db/scratch';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { databaseCounters } from '../../server/security/counters';
import { call, freshEmail } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Rate limits with DATABASE_URL count in PostgreSQL (rate_limit_counters), so two processes on one database
// trip a limit at the same count as one; on PGlite they stay in this process's memory.

const serverUrl = process.env.DATABASE_URL;
const LIMITS = { windowMs: 60_000, perIpAndEmail: 3, perEmail: 5, perIp: 8, perDevice: 4 };
const LOGIN = '/auth/api/v1/jwt/create/';
const RESET = '/auth/api/v1/users/reset_password/';
const wrong = (email: string) => ({ email, password: 'wrong-password-1' });

// The windows count by Date: stopped, a slow machine cannot outlast one mid-test.
beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => void vi.useRealTimers());

/** The statuses of five requests, sent in turn to each app of `apps`. */
async function statuses(apps: FastifyInstance[], url: string, body: unknown, ip: string) {
  const out: number[] = [];
  for (let i = 0; i < 5; i++)
    out.push((await call(apps[i % apps.length]!, 'POST', url, { body, ip })).status);
  return out;
}

describe.runIf(Boolean(serverUrl))('two processes on one PostgreSQL count one limit', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    scratch = await createScratchDatabase(
      serverUrl!,
      'podryad_limits',
      inject('databaseTemplates').demo,
    );
    const config = testConfig({
      database: { kind: 'postgres', url: scratch.url },
      authRateLimit: LIMITS,
    });
    a = await buildApp(config);
    b = await buildApp(config);
  });

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  it('login failures: the 4th try trips alternating between A and B, as on one process', async () => {
    expect([a.counters.shared, b.counters.shared]).toEqual([true, true]);
    const one = await statuses([a], LOGIN, wrong(DEMO_ACCOUNTS[0].email), '10.60.0.1');
    const two = await statuses([a, b], LOGIN, wrong(DEMO_ACCOUNTS[1].email), '10.60.0.2');
    expect(one).toEqual([401, 401, 401, 429, 429]);
    expect(two).toEqual(one);
  });

  it('a route limit of @fastify/rate-limit (reset) trips at the same count across A and B', async () => {
    const one = await statuses([a], RESET, { email: freshEmail('one') }, '10.61.0.1');
    const email = freshEmail('two');
    const two = await statuses([a, b], RESET, { email }, '10.61.0.2');
    expect(one).toEqual([204, 204, 204, 429, 429]);
    expect(two).toEqual(one);
    // Retry-After is the shared window's rest, on either process.
    const retry = await call(b, 'POST', RESET, { body: { email }, ip: '10.61.0.2' });
    expect(retry.status).toBe(429);
    expect(Number(retry.headers['retry-after'])).toBeGreaterThanOrEqual(1);
  });
});

describe.skipIf(Boolean(serverUrl))('PGlite: the limits stay in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ authRateLimit: LIMITS });
  });
  afterAll(() => t.close());

  it('the memory store still trips the 4th try, and nothing is written to the table', async () => {
    expect(t.app.counters.shared).toBe(false);
    expect(await statuses([t.app], RESET, { email: freshEmail('m') }, '10.62.0.1')).toEqual([
      204, 204, 204, 429, 429,
    ]);
    expect(await statuses([t.app], LOGIN, wrong(freshEmail('m')), '10.62.0.2')).toEqual([
      401, 401, 401, 429, 429,
    ]);
    expect(await t.app.db.query('SELECT key FROM rate_limit_counters')).toEqual([]);
  });
});

describe('the counters table (on this run’s database: PGlite or PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('counts hits at once exactly, restarts an ended window, and sweeps ended rows', async () => {
    const counters = databaseCounters(t.app.db, { sweepEveryMs: 0 });
    const start = Date.parse('2026-05-01T10:00:00Z');
    const counts = await Promise.all(
      Array.from({ length: 12 }, () => counters.hit('k|burst', 1_000, start)),
    );
    expect(counts.map((c) => c.count).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 12 }, (_, i) => i + 1),
    );
    expect(await counters.read(['k|burst', 'k|none'], start + 999)).toEqual([
      { count: 12, resetAtMs: start + 1_000 },
      { count: 0, resetAtMs: start + 999 },
    ]);
    // Ended: read as none, and the next hit starts a new window.
    expect((await counters.read(['k|burst'], start + 1_000))[0]!.count).toBe(0);
    expect(await counters.hit('k|burst', 1_000, start + 1_500)).toEqual({
      count: 1,
      resetAtMs: start + 2_500,
    });
    // A hit after k|short's window ended sweeps its row (this counter sweeps on every hit).
    await counters.hit('k|short', 100, start + 1_500);
    await counters.hit('k|other', 1_000, start + 2_000);
    const keys = await t.app.db.query<{ key: string }>(
      'SELECT key FROM rate_limit_counters ORDER BY key',
    );
    expect(keys.map((row) => row.key)).toEqual(['k|burst', 'k|other']);
  });
});
