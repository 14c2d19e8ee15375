// `npm run bench`: the performance budgets: one table per route (first visits), then one of the rest.
// Needs the built app (`npm run build`); runs on 127.0.0.1 only and stops by itself.
// BENCH_DATABASE_URL=postgres://… adds the list endpoint on a scratch database of that server, and the catalogue
// query and the project ranking on that server's kept bench catalogue.
// BENCH_AGENCIES=100000: the size of the catalogue bench's data (made once, then kept: bench/catalogue-data.ts).
// BENCH_ROUTES=/auth/login,/panel/staff measures only those routes' first visits, and nothing else (BENCH_DEBUG=1
// prints their LCP candidates, shifts and waterfall, BENCH_PROFILE=1 their JavaScript time). First visits
// load over HTTP/2 and TLS, as the deployment serves them (bench/h2-proxy.ts); BENCH_HTTP1=1 over plain HTTP/1.1.
// BENCH_SOCKETS=10000: how many notification sockets the socket bench opens; BENCH_ONLY=sockets runs only it,
// BENCH_ONLY=catalogue only the catalogue query and the rankings on the kept catalogues, BENCH_ONLY=login-flood only
// the catalogue's p50 under a flood of correct logins (needs no build either), BENCH_ONLY=wire only the bytes on the
// wire of the ranking page, the catalogue's first page and its facet names on the demo data (no build either).
// BENCH_ONLY=cluster only the cluster rows (needs BENCH_DATABASE_URL, no build; bench/cluster.ts): two server
// processes against one behind a round-robin proxy, and event → socket across processes. BENCH_ONLY=list only the
// services list endpoint under autocannon (no build; bench/list-throughput.ts) against a bare node:http server
// answering the same statement and page under the same load (its budget), and against that statement in raw
// in-process loops (no HTTP: a ratio for continuity only); on embedded PGlite and, with BENCH_DATABASE_URL, on a
// scratch database of that server. The load average is printed at the start and the end: on a shared machine the
// figures are as good as it.
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { loadConfig, type Config } from '../server/config';
import { createScratchDatabase } from '../server/db/scratch';
import { hasBuiltApp } from '../server/http/static-app';
import { measureRoutes, printRouteTable, routesRow, type RouteResult } from './first-screen';
import { startHttp2Proxy } from './h2-proxy';
import { pgliteCatalogue, postgresCatalogue } from './catalogue-data';
import { measureCluster } from './cluster';
import { measureCatalogueQuery } from './catalogue-query';
import { measureListThroughput } from './list-throughput';
import { measureLoginFlood } from './login-flood';
import { measureMatching } from './matching';
import { measureNotificationSockets } from './notification-sockets';
import { measureOfflineShell } from './offline-shell';
import { measurePageRender } from './page-render';
import { printTable, type BenchRow } from './table';
import { measureWireSize } from './wire-size';

/** Starts the server on a free loopback port, runs `measure` against it, always closes it. */
async function withServer<T>(
  config: Config,
  measure: (app: FastifyInstance, baseUrl: string) => Promise<T>,
) {
  const app = await buildApp(config);
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    return await measure(app, `http://127.0.0.1:${port}`);
  } finally {
    await app.close();
  }
}

/** First visits through an HTTP/2 front, as deployed (or over the server's HTTP/1.1 with BENCH_HTTP1=1). */
async function measureRoutesAsServed(baseUrl: string, only: string[]) {
  if (process.env.BENCH_HTTP1) return measureRoutes({ pagesUrl: baseUrl, apiUrl: baseUrl }, only);
  const front = await startHttp2Proxy(baseUrl);
  try {
    return await measureRoutes({ pagesUrl: front.url, apiUrl: baseUrl }, only);
  } finally {
    await front.close();
  }
}

const load = (when: string) =>
  console.log(
    `load average ${when}: ${loadavg()
      .map((n) => n.toFixed(2))
      .join(', ')}`,
  );
load('at the start');
const dataDir = await mkdtemp(path.join(tmpdir(), 'podryad-bench-'));
const rows: BenchRow[] = [];
let routes: RouteResult[] = [];
try {
  const { STATIC_DIR } = process.env;
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', STATIC_DIR });
  const only = process.env.BENCH_ROUTES?.split(',').filter(Boolean) ?? [];
  const mode = process.env.BENCH_ONLY || undefined;
  const modes = ['sockets', 'catalogue', 'login-flood', 'wire', 'cluster', 'list'];
  if (mode !== undefined && !modes.includes(mode))
    throw new Error(`BENCH_ONLY=${mode}: one of ${modes.join(', ')}`);
  /** Whether a part runs: in the whole bench, and alone in its own BENCH_ONLY mode. */
  const runs = (own?: string) => mode === undefined || mode === own;
  const pgServer = process.env.BENCH_DATABASE_URL;
  if (mode === 'cluster' && !pgServer)
    throw new Error('BENCH_ONLY=cluster needs BENCH_DATABASE_URL');
  if (mode === 'wire')
    await withServer(config, async (app, baseUrl) => {
      rows.push(...(await measureWireSize(app, baseUrl, 'demo data')));
    });
  else if (mode === 'list')
    await withServer(config, async (app, baseUrl) => {
      rows.push(...(await measureListThroughput(app, baseUrl, 'embedded PGlite')));
    });
  else if (mode === undefined && !hasBuiltApp(config.staticDir!))
    throw new Error('no built app: run `npm run build` first');
  if (only.length === 0 && runs('login-flood'))
    // A server of its own, with the demo data and the production hash cost.
    await withServer(config, async (_app, baseUrl) => {
      rows.push(await measureLoginFlood(baseUrl));
    });
  if (only.length === 0 && runs('sockets')) {
    const sockets = Number(process.env.BENCH_SOCKETS ?? 10_000);
    // A server of its own: its memory growth is the sockets', not the other benches' leftovers.
    await withServer(config, async (app, baseUrl) => {
      rows.push(...(await measureNotificationSockets(app, baseUrl, sockets)));
    });
  }
  if (runs())
    await withServer(config, async (app, baseUrl) => {
      routes = await measureRoutesAsServed(baseUrl, only);
      rows.push(routesRow(routes));
      if (only.length > 0) return;
      rows.push(await measureOfflineShell(baseUrl));
      rows.push(...(await measureListThroughput(app, baseUrl, 'embedded PGlite')));
      rows.push(...(await measurePageRender(baseUrl)));
      rows.push(...(await measureWireSize(app, baseUrl, 'demo data')));
    });

  const agencies = Number(process.env.BENCH_AGENCIES ?? 100_000);
  const log = (line: string) => console.log(line);
  if (only.length === 0 && runs('catalogue')) {
    const database = await pgliteCatalogue(agencies, log);
    // Its own media folder: the kept data has no files, and the bench writes none.
    const mediaDir = path.join(dataDir, 'catalogue-media');
    await withServer({ ...config, database, mediaDir, demoLogos: false }, async (app, baseUrl) => {
      rows.push(
        await measureCatalogueQuery(app, baseUrl, {
          label: 'embedded PGlite',
          agencies,
          budgetMs: 100,
        }),
      );
      rows.push(
        ...(await measureMatching(app, baseUrl, {
          label: 'embedded PGlite',
          agencies,
          freshMs: 40,
        })),
      );
      rows.push(
        ...(await measureWireSize(app, baseUrl, `${agencies.toLocaleString('ru-RU')} agencies`)),
      );
    });
  }

  if (pgServer && only.length === 0 && runs('list')) {
    const scratch = await createScratchDatabase(pgServer, 'podryad_bench');
    try {
      const pgConfig: Config = { ...config, database: { kind: 'postgres', url: scratch.url } };
      await withServer(pgConfig, async (app, baseUrl) => {
        rows.push(...(await measureListThroughput(app, baseUrl, 'PostgreSQL')));
      });
    } finally {
      await scratch.drop();
    }
  }
  if (pgServer && only.length === 0 && runs('catalogue')) {
    const database = await postgresCatalogue(pgServer, agencies, log);
    const mediaDir = path.join(dataDir, 'catalogue-media');
    await withServer({ ...config, database, mediaDir, demoLogos: false }, async (app, baseUrl) => {
      rows.push(
        await measureCatalogueQuery(app, baseUrl, { label: 'PostgreSQL', agencies, budgetMs: 50 }),
      );
      rows.push(
        ...(await measureMatching(app, baseUrl, { label: 'PostgreSQL', agencies, freshMs: 20 })),
      );
    });
  }
  if (pgServer && only.length === 0 && runs('cluster'))
    rows.push(...(await measureCluster(config, pgServer)));
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
if (routes.length > 0) printRouteTable(routes);
printTable(rows);
load('at the end');
