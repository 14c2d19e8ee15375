import http from 'node:http';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/seed/demo-users';
import { getText } from './http-get';
import type { BenchRow } from './table';

// A flood of correct logins (each a 32 MiB scrypt hash at the production cost) against the catalogue's p50:
// idle first, then with LOOPS clients logging in one after another, bounded by count and time. The issue's
// machine saw p50 35 → 208 ms with 9 loops before hashes were capped; the budget is 2× idle.

const LOOPS = 9;
const MAX_LOGINS = 400;
const MAX_FLOOD_MS = 30_000;
const WARMUP = 10;
const RUNS = 60;
const CATALOGUE = '/contractor/api/v1/contractors/';
const BUDGET_RATIO = 2;

const p50 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The catalogue's GET timings, one after another. */
async function catalogueTimes(url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await getText(url);
    times.push(performance.now() - start);
  }
  return times;
}

/** One login on its own socket (no keep-alive: each login a new client); its status. */
function login(baseUrl: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${baseUrl}/auth/api/v1/jwt/create/`,
      { method: 'POST', headers: { 'content-type': 'application/json' }, agent: false },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export async function measureLoginFlood(baseUrl: string): Promise<BenchRow> {
  const url = baseUrl + CATALOGUE;
  await catalogueTimes(url, WARMUP);
  const idle = p50(await catalogueTimes(url, RUNS));

  const body = JSON.stringify({ email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD });
  const statuses = new Map<number, number>();
  let started = 0;
  let stop = false;
  const until = Date.now() + MAX_FLOOD_MS;
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const loop = async () => {
    while (!stop && started < MAX_LOGINS && Date.now() < until) {
      started++;
      const status = await login(baseUrl, body);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }
  };
  const loops = Array.from({ length: LOOPS }, loop);
  const floodStart = performance.now();
  const flooded = p50(await catalogueTimes(url, RUNS));
  stop = true;
  await Promise.all(loops);
  const seconds = (performance.now() - floodStart) / 1000;

  const done = [...statuses.values()].reduce((a, b) => a + b, 0);
  const tally = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
  const ratio = flooded / idle;
  return {
    what: `catalogue p50 under ${LOOPS} loops of correct logins (${done} in ${seconds.toFixed(1)} s: ${tally}; RSS +${((rssPeak - rssBefore) / 2 ** 20).toFixed(0)} MB)`,
    value: `p50 ${flooded.toFixed(1)} ms (idle ${idle.toFixed(1)} ms)`,
    budget: `≤ ${BUDGET_RATIO}× idle`,
    ratio: `×${ratio.toFixed(2)} of idle`,
    ok: ratio <= BUDGET_RATIO,
  };
}
