import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import type { BenchRow } from './table';

// A server-rendered public page against the JSON API answer of the same data, measured in the same run on
// the same server: time to first byte (one request at a time; the page's head leaves once its data is
// loaded, its content follows when rendered: the time to its last byte is printed too) and throughput
// (10 connections). Both are asked as a browser asks (Accept-Encoding), so the page pays for its
// compression too.

/** Budget: a public page's TTFB within 2× the API answer of its data. */
export const TTFB_MAX_RATIO = 2;
const TTFB_SAMPLES = 300;
const WARM_UP = 50;
const CONNECTIONS = 10;
const DURATION_S = 5;
const HEADERS = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json' };

/** A public page and the API answer its server render reads. `/executor/{id}` joins when it exists. */
type PageCase = { label: string; page: string; api: string };

const PAGES: PageCase[] = [
  { label: 'knowledge-base article', page: '/knowledgebase/1', api: '/faq/api/v1/faqs/1/' },
];

/**
 * The client of the TTFB samples, in a thread of its own: in the server's thread it could not see the
 * first bytes of a page until the server's event loop had finished rendering it. For each of `paths`,
 * alternately, `samples` requests one at a time: milliseconds to the status line and to the last byte.
 */
const TTFB_CLIENT = `
const { request } = require('node:http');
const { workerData, parentPort } = require('node:worker_threads');
const { baseUrl, paths, headers, warmUp, samples } = workerData;
const get = (path) => new Promise((resolve, reject) => {
  const started = performance.now();
  request(baseUrl + path, { headers }, (res) => {
    const first = performance.now() - started;
    if (res.statusCode !== 200) reject(new Error(path + ': HTTP ' + res.statusCode));
    res.resume();
    res.on('end', () => resolve([first, performance.now() - started]));
  }).on('error', reject).end();
});
(async () => {
  const times = paths.map(() => ({ first: [], last: [] }));
  for (let i = 0; i < warmUp + samples; i++)
    for (const [index, path] of paths.entries()) {
      const [first, last] = await get(path);
      if (i >= warmUp) { times[index].first.push(first); times[index].last.push(last); }
    }
  parentPort.postMessage(times);
})().catch((error) => parentPort.postMessage({ error: String(error) }));
`;

type Samples = { first: number[]; last: number[] };

function sampleTimes(baseUrl: string, paths: string[]): Promise<Samples[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(TTFB_CLIENT, {
      eval: true,
      workerData: { baseUrl, paths, headers: HEADERS, warmUp: WARM_UP, samples: TTFB_SAMPLES },
    });
    worker.once('message', (message: Samples[] | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

async function throughput(baseUrl: string, path: string) {
  const result = await autocannon({
    workers: 1, // the load generator gets its own thread, so it does not steal the server's event loop
    url: baseUrl + path,
    headers: HEADERS,
    connections: CONNECTIONS,
    duration: DURATION_S,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { perSecond: result.requests.average, p99: result.latency.p99 };
}

const ms = (value: number) => `${value.toFixed(2)} ms`;

export async function measurePageRender(baseUrl: string): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const pageCase of PAGES) {
    const [page, api] = await sampleTimes(baseUrl, [pageCase.page, pageCase.api]);
    const ratio = percentile(page!.first, 50) / percentile(api!.first, 50);
    const figures = ({ first, last }: Samples) =>
      `p50 ${ms(percentile(first, 50))}, p95 ${ms(percentile(first, 95))}; whole p50 ${ms(percentile(last, 50))}`;
    rows.push({
      what: `TTFB ${pageCase.page} (${pageCase.label}, server-rendered)`,
      value: figures(page!),
      budget: `≤ ${TTFB_MAX_RATIO}× the API's`,
      ratio: `${ratio.toFixed(2)}× of ${pageCase.api} (${figures(api!)})`,
      ok: ratio <= TTFB_MAX_RATIO,
    });
    const pageRate = await throughput(baseUrl, pageCase.page);
    const apiRate = await throughput(baseUrl, pageCase.api);
    rows.push({
      what: `render throughput ${pageCase.page} (${CONNECTIONS} conn.)`,
      value: `${pageRate.perSecond.toFixed(0)} pages/s, p99 ${pageRate.p99} ms`,
      budget: '— (reported)',
      ratio: `${((pageRate.perSecond / apiRate.perSecond) * 100).toFixed(0)} % of the API's ${apiRate.perSecond.toFixed(0)} req/s`,
      ok: null,
    });
  }
  return rows;
}
