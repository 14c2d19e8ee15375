import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import { API, apiPath } from '../contract/api-paths';
import { DEMO_PROJECTS } from '../server/db/seed/demo-projects';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../server/db/seed/demo-users';
import type { BenchRow } from './table';

// What a phone on a bad network waits for: the bytes on the wire of the ranking page (the demo client's
// project being matched), of the catalogue's first page and of its facet names, plain and as the server
// compresses them for a browser, and the time they take on a slow mobile link. A size, not a speed of this machine: every run
// gives the same figures for the same data.

/** The bad network: 400 kbit/s, 400 ms round trips. */
const LINK_BITS_PER_S = 400_000;
const RTT_MS = 400;
/** TCP's first flight (RFC 6928: 10 segments) and a segment's payload on an Ethernet path. */
const INITIAL_WINDOW_SEGMENTS = 10;
const SEGMENT_BYTES = 1460;
/** Budget (issue 31): each page at most 4 KB on the wire to a browser that accepts brotli. */
const BR_BUDGET_BYTES = 4 * 1024;
/** What a current browser sends: the server picks brotli. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

/**
 * The time from sending the request on an open connection to the answer's last byte, on the link above:
 * the answer leaves in slow-start flights of 10, 20, 40… segments; a flight may start only when the link
 * is free and the previous flight's first ACK is back, one RTT after that flight started. So
 *   t = RTT + Σ_{each flight but the last} max(RTT, its bytes × 8 / rate) + last flight's bytes × 8 / rate
 * (the first RTT: the request going up and the last byte coming down). 48 000 B: 400 + 400 + 584 +
 * 84 ≈ 1.47 s; 2 KB: 400 + 41 ≈ 0.44 s. No TLS handshake, no loss, no header compression.
 */
export function transferMs(bytes: number): number {
  const serialize = (n: number) => ((n * 8) / LINK_BITS_PER_S) * 1000;
  let total = RTT_MS;
  let left = bytes;
  for (let window = INITIAL_WINDOW_SEGMENTS * SEGMENT_BYTES; ; window *= 2) {
    const flight = Math.min(left, window);
    left -= flight;
    if (left === 0) return total + serialize(flight);
    total += Math.max(RTT_MS, serialize(flight));
  }
}

type Wire = { encoding: string; body: number; headers: number };

/** GETs `url` and counts what came over the socket: the body as sent (still encoded) and the head. */
function wireBytes(url: string, headers: Record<string, string>): Promise<Wire> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let body = 0;
        res.on('data', (chunk: Buffer) => (body += chunk.length));
        res.on('end', () => {
          if (res.statusCode !== 200) return reject(new Error(`${url}: ${res.statusCode}`));
          const lines = [`HTTP/1.1 ${res.statusCode} ${res.statusMessage}`];
          for (let i = 0; i < res.rawHeaders.length; i += 2)
            lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i + 1]}`);
          resolve({
            encoding: String(res.headers['content-encoding'] ?? 'identity'),
            body,
            headers: Buffer.byteLength(`${lines.join('\r\n')}\r\n\r\n`),
          });
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function pageRow(
  what: string,
  url: string,
  headers: Record<string, string>,
): Promise<BenchRow> {
  const plain = await wireBytes(url, headers);
  const br = await wireBytes(url, { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING });
  const gzip = await wireBytes(url, { ...headers, 'accept-encoding': 'gzip' });
  const time = (wire: Wire) => transferMs(wire.body + wire.headers);
  return {
    what,
    value: `plain ${kb(plain.body)}, ${br.encoding} ${kb(br.body)}, ${gzip.encoding} ${kb(gzip.body)} (+ head ${kb(br.headers)})`,
    budget: `br ≤ ${kb(BR_BUDGET_BYTES)}`,
    ratio: `400 kbit/s, RTT 400 ms: ${s(time(plain))} plain → ${s(time(br))} br`,
    ok: br.encoding === 'br' && br.body <= BR_BUDGET_BYTES,
  };
}

/**
 * Three rows: the ranking page of the demo client's project being matched, the catalogue's first page, and
 * the facet names it leaves out (asked for once, then kept a day and revalidated by ETag).
 */
export async function measureWireSize(
  app: FastifyInstance,
  baseUrl: string,
  label: string,
): Promise<BenchRow[]> {
  const login = await app.inject({
    method: 'POST',
    url: apiPath(API.auth.tokenCreate),
    payload: { email: DEMO_ACCOUNTS[0].email, password: DEMO_PASSWORD },
  });
  const auth = { authorization: `Bearer ${login.json<{ access: string }>().access}` };
  const title = DEMO_PROJECTS.find((demo) => demo.status === 'matching')!.title;
  const projects = await app.inject({
    url: `${apiPath(API.project.projects)}?page_size=100`,
    headers: auth,
  });
  const project = projects
    .json<{ results: { id: number; title: string }[] }>()
    .results.find((row) => row.title === title);
  if (!project) throw new Error(`no demo project «${title}»`);
  const ranking = apiPath(API.contractor.projectRanking, { id: project.id });
  const catalogue = apiPath(API.contractor.contractors);
  return [
    await pageRow(`wire: ranking page of «${title}» (${label})`, baseUrl + ranking, auth),
    await pageRow(`wire: catalogue’s first page (${label})`, baseUrl + catalogue, {}),
    await pageRow(
      `wire: catalogue’s facet names, once a day (${label})`,
      baseUrl + apiPath(API.contractor.facetNames),
      {},
    ),
  ];
}
