import http from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import type { Page } from '../contract/drf';
import { pageWindow } from '../server/http/pagination';
import { servicesListParams, servicesListQuery } from '../server/modules/service';
import { getText } from './http-get';
import type { BenchRow } from './table';

const CONNECTIONS = 10;
const DURATION_S = 5;
const WARM_UP_S = 1;
const ENDPOINT = '/service/api/v1/services/?page=2';
/** Budget: the list endpoint reaches at least 70 % of a bare node:http server answering the same page. */
const MIN_RATIO = 0.7;

/**
 * The services list endpoint through HTTP (10 connections, the load generator on its own thread) against two
 * floors on the same database: its statement run raw by 10 concurrent loops in-process (no HTTP, no load
 * generator: for continuity, no budget), and the same statement and page answered by a bare node:http server
 * under the same load (the budget). The endpoint runs one statement: the page with its total as a window count.
 */
export async function measureListThroughput(
  app: FastifyInstance,
  baseUrl: string,
  label: string,
): Promise<BenchRow[]> {
  const query = servicesListQuery(app.db.db, { search: false, category: false });
  const params = servicesListParams({}, pageWindow({ page: '2' }));
  const { sql } = query.toSQL();
  const raw = await rawLoop(
    () => app.db.query(sql, [params.limit, params.offset]),
    DURATION_S * 1000,
  );

  // The floor any server of this page has: no framework, no routing, no parsing of the request; the
  // endpoint's prepared statement with the same params, the rows in the same DRF page, JSON.stringify.
  const endpointUrl = baseUrl + ENDPOINT;
  const page = JSON.parse(await getText(endpointUrl)) as Page<unknown>;
  const prepared = query.prepare('bench_services_list_bare');
  const bare = await bareServer(async () => {
    const rows = await prepared.execute(params);
    return JSON.stringify({
      count: rows[0]?.total ?? 0,
      next: page.next,
      previous: page.previous,
      results: rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        category: { id: r.categoryId, name: r.categoryName },
      })),
    });
  });
  try {
    if ((await getText(bare.url)) !== (await getText(endpointUrl)))
      throw new Error(`${ENDPOINT}: the bare server's answer differs from the endpoint's`);
    // Both warmed up, then measured in the order A B B A, so neither gains from going first or last.
    await load(endpointUrl, WARM_UP_S);
    await load(bare.url, WARM_UP_S);
    const [a1, b1, b2, a2] = [
      await load(endpointUrl, DURATION_S),
      await load(bare.url, DURATION_S),
      await load(bare.url, DURATION_S),
      await load(endpointUrl, DURATION_S),
    ];
    const endpoint = combined(a1, a2);
    const floor = combined(b1, b2);
    const vsBare = endpoint.rps / floor.rps;
    const vsRaw = endpoint.rps / raw.perSecond;
    return [
      {
        what: `GET ${ENDPOINT} (${label}, ${CONNECTIONS} conn.)`,
        value: `${endpoint.rps.toFixed(0)} req/s, p99 ${endpoint.p99} ms`,
        budget: `≥ ${MIN_RATIO * 100} % of bare http`,
        ratio:
          `${pct(vsBare)} of ${floor.rps.toFixed(0)} req/s bare http (p99 ${floor.p99} ms); ` +
          `${pct(vsRaw)} of ${raw.perSecond.toFixed(0)} q/s raw`,
        ok: vsBare >= MIN_RATIO,
      },
    ];
  } finally {
    await bare.close();
  }
}

const pct = (ratio: number) => `${(ratio * 100).toFixed(0)} %`;

async function load(url: string, duration: number) {
  const result = await autocannon({
    workers: 1, // the load generator gets its own thread, so it does not steal the server's event loop
    url,
    connections: CONNECTIONS,
    duration,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result;
}

/** Two runs as one: requests over their whole time, and the worse p99. */
const combined = (...runs: autocannon.Result[]) => ({
  rps: runs.reduce((n, r) => n + r.requests.total, 0) / runs.reduce((s, r) => s + r.duration, 0),
  p99: Math.max(...runs.map((r) => r.latency.p99)),
});

/** A node:http server on a free loopback port that answers every request with `body()` as JSON. */
async function bareServer(body: () => Promise<string>) {
  const server = http.createServer((_request, response) => {
    body().then(
      (json) =>
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(json),
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${ENDPOINT}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // autocannon's kept-alive sockets must not hold the close open
      }),
  };
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
