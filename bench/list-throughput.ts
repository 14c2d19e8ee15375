import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { pageWindow } from '../server/http/pagination';
import { servicesListParams, servicesListQuery } from '../server/modules/service';
import type { BenchRow } from './table';

const CONNECTIONS = 10;
const DURATION_S = 5;
const ENDPOINT = '/service/api/v1/services/?page=2';
/** Budget: list endpoints reach at least 70 % of the raw query loop's throughput. */
const MIN_RATIO = 0.7;

/**
 * The services list endpoint through HTTP (10 connections) against the same SQL run raw by 10 concurrent
 * loops on the same database for the same time: the endpoint's overhead, whatever the machine's speed.
 */
export async function measureListThroughput(
  app: FastifyInstance,
  baseUrl: string,
  label: string,
): Promise<BenchRow[]> {
  const { sql } = servicesListQuery(app.db.db, { search: false, category: false }).toSQL();
  const { limit, offset } = servicesListParams({}, pageWindow({ page: '2' }));
  const params = [limit, offset];
  const raw = await rawLoop(() => app.db.query(sql, params), DURATION_S * 1000);

  const http = await autocannon({
    workers: 1, // the load generator gets its own thread, so it does not steal the server's event loop
    url: baseUrl + ENDPOINT,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (http.non2xx > 0 || http.errors > 0)
    throw new Error(`${ENDPOINT}: ${http.non2xx} non-2xx, ${http.errors} errors`);
  const httpRps = http.requests.average;
  const ratio = httpRps / raw.perSecond;
  return [
    {
      what: `GET ${ENDPOINT} (${label}, ${CONNECTIONS} conn.)`,
      value: `${httpRps.toFixed(0)} req/s, p99 ${http.latency.p99} ms`,
      budget: `≥ ${MIN_RATIO * 100} % of raw`,
      ratio: `${(ratio * 100).toFixed(0)} % of ${raw.perSecond.toFixed(0)} q/s raw`,
      ok: ratio >= MIN_RATIO,
    },
  ];
}

async function rawLoop(run: () => Promise<unknown>, durationMs: number) {
  const until = Date.now() + durationMs;
  let done = 0;
  const worker = async () => {
    while (Date.now() < until) {
      await run();
      done++;
    }
  };
  const started = Date.now();
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  return { perSecond: done / ((Date.now() - started) / 1000) };
}
