import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { accountTypes, refreshTokens, users } from '../server/db/schema';
import { signToken } from '../server/modules/auth/jwt';
import { notify } from '../server/realtime/notify';
import type { ClientCommand, ClientReport } from './socket-clients';
import type { BenchRow } from './table';

// The notification sockets at scale: one server process (this one) holds `count` open sockets of as many
// users, opened by a client process; events are made with `notify` as any action makes them, and each is
// timed from the start of its transaction here to its arrival there. Memory is this process's growth per open socket.

const LATENCY_BUDGET_MS = 100; // p99
const MEMORY_BUDGET_KB = 30; // per socket
const SINGLE_EVENTS = 200;
const BROADCAST_EVENTS = 5;
const BROADCAST_RECIPIENTS = 1_000;
const INSERT_CHUNK = 1_000;

const now = () => performance.timeOrigin + performance.now();
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
function settledMemory() {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage();
}

/** `count` active client users, each with a live login and its access token (5 min: the bench is shorter). */
export async function benchUsers(app: FastifyInstance, count: number) {
  const db = app.db.db;
  const [client] = await db.select().from(accountTypes).where(eq(accountTypes.name, 'client'));
  const tag = randomBytes(4).toString('hex');
  const peers: { userId: number; token: string }[] = [];
  for (let start = 0; start < count; start += INSERT_CHUNK) {
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(INSERT_CHUNK, count - start) }, (_, i) => ({
          email: `socket-${tag}-${start + i}@bench.example`,
          password: '!',
          isActive: true,
          typeAccountId: client!.id,
        })),
      )
      .returning({ id: users.id });
    const logins = rows.map(({ id }) => ({ userId: id, familyId: randomBytes(8).toString('hex') }));
    await db.insert(refreshTokens).values(
      logins.map(({ userId, familyId }) => ({
        jti: randomBytes(16).toString('hex'),
        userId,
        familyId,
        expiresAt: new Date(Date.now() + 24 * 3600_000),
      })),
    );
    for (const { userId, familyId } of logins) {
      const { token } = await signToken(app.secrets.jwt, 'access', userId, { familyId });
      peers.push({ userId, token });
    }
  }
  return peers;
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export class Clients {
  private readonly child: ChildProcess;
  constructor() {
    this.child = fork(new URL('./socket-clients.ts', import.meta.url), {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
  }
  async ask<T extends ClientReport['type']>(
    command: ClientCommand,
    answer: T,
  ): Promise<Extract<ClientReport, { type: T }>> {
    this.child.send(command);
    for (;;) {
      const [report] = (await once(this.child, 'message')) as [ClientReport];
      if (report.type === answer) return report as Extract<ClientReport, { type: T }>;
    }
  }
  async close() {
    if (this.child.connected) this.child.send({ type: 'close' } satisfies ClientCommand);
    if (this.child.exitCode === null) await once(this.child, 'exit');
  }
}

/**
 * Makes one event for `recipients`; returns each new notification with the time its transaction began (on
 * PGlite the NOTIFY is handled during the commit, before the transaction's promise resolves here).
 */
export async function event(app: FastifyInstance, recipients: number[], n: number) {
  const started = now();
  const ids = await app.db.db.transaction((tx) =>
    notify(tx, {
      kind: 'profile_published',
      recipients,
      params: { agency: `Агентство ${n}`, contractor_id: n },
    }),
  );
  return ids.map((id) => [id, started] as const);
}

/** Per event: when its first and its last notification arrived, in ms from its start. */
export interface EventSpans {
  first: number[];
  last: number[];
}

/**
 * Event → arrival of every notification made, in ms, sorted; all must have arrived. With `spans`, each
 * event's first and last arrival are added to it (events are told apart by their start time).
 */
export async function latencies(
  clients: Clients,
  made: Map<number, number>,
  spans?: EventSpans,
): Promise<number[]> {
  const arrived = new Map<number, number>();
  for (let waited = 0; arrived.size < made.size && waited < 10_000; waited += 100) {
    for (const [id, at] of (await clients.ask({ type: 'report' }, 'arrivals')).arrivals)
      arrived.set(id, at);
    if (arrived.size < made.size) await pause(100);
  }
  if (arrived.size < made.size)
    throw new Error(`${made.size - arrived.size} of ${made.size} notifications never arrived`);
  const ms = [...made].map(([id, at]) => [at, arrived.get(id)! - at] as const);
  if (spans) {
    const byEvent = new Map<number, number[]>();
    for (const [at, took] of ms) {
      const list = byEvent.get(at);
      if (list) list.push(took);
      else byEvent.set(at, [took]);
    }
    for (const took of byEvent.values()) {
      spans.first.push(Math.min(...took));
      spans.last.push(Math.max(...took));
    }
  }
  return ms.map(([, took]) => took).sort((a, b) => a - b);
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );

/**
 * `transactions`: each event's own transaction (its writes and commit), the part before any socket send;
 * `spans`: when each event's first and last notification arrived (the sends one after another between them).
 */
function row(
  what: string,
  ms: number[],
  transactions: number[],
  count: number,
  spans?: EventSpans,
): BenchRow {
  const sends = spans
    ? `, first socket p50 ${median(spans.first).toFixed(1)} ms, last p50 ${median(spans.last).toFixed(1)} ms`
    : '';
  return {
    what: `${what} (${count} sockets open)`,
    value: `p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms (transaction p50 ${median(transactions).toFixed(1)} ms${sends})`,
    budget: `p99 ≤ ${LATENCY_BUDGET_MS} ms`,
    ratio: '—',
    ok: percentile(ms, 99) <= LATENCY_BUDGET_MS,
  };
}

export async function measureNotificationSockets(
  app: FastifyInstance,
  baseUrl: string,
  count: number,
): Promise<BenchRow[]> {
  const peers = await benchUsers(app, count);
  const clients = new Clients();
  try {
    const before = settledMemory();
    const opened = await clients.ask(
      { type: 'open', baseUrl: baseUrl.replace(/^http/, 'ws'), peers, concurrency: 100 },
      'opened',
    );
    if (opened.failed > 0 || app.notificationHub.size !== count)
      throw new Error(
        `${opened.failed} sockets failed; ${app.notificationHub.size} of ${count} open`,
      );
    await pause(1_000);
    const after = settledMemory();
    const perSocketKb = (key: 'rss' | 'heapUsed') => (after[key] - before[key]) / count / 1024;

    /** Times `make` (an event's transaction, through its commit): how much of event → socket it is. */
    const timed = async <T>(transactions: number[], make: () => Promise<T>) => {
      const start = now();
      const made = await make();
      transactions.push(now() - start);
      return made;
    };
    const single = new Map<number, number>();
    const singleTx: number[] = [];
    for (let n = 0; n < SINGLE_EVENTS; n++) {
      const peer = peers[(n * 7919) % count]!; // spread over the users, no repeats in a row
      for (const [id, at] of await timed(singleTx, () => event(app, [peer.userId], n)))
        single.set(id, at);
      await pause(10);
    }
    const singleMs = await latencies(clients, single);

    const broadcast = new Map<number, number>();
    const broadcastTx: number[] = [];
    for (let n = 0; n < BROADCAST_EVENTS; n++) {
      const from = (n * BROADCAST_RECIPIENTS) % Math.max(1, count - BROADCAST_RECIPIENTS);
      const recipients = peers.slice(from, from + BROADCAST_RECIPIENTS).map((p) => p.userId);
      for (const [id, at] of await timed(broadcastTx, () => event(app, recipients, n)))
        broadcast.set(id, at);
      await pause(500);
    }
    const spans: EventSpans = { first: [], last: [] };
    const broadcastMs = await latencies(clients, broadcast, spans);

    return [
      {
        what: `notification sockets: ${count} opened (${(opened.ms / 1000).toFixed(1)} s), memory per socket`,
        value: `${perSocketKb('rss').toFixed(1)} KB RSS (${perSocketKb('heapUsed').toFixed(1)} KB heap)`,
        budget: `≤ ${MEMORY_BUDGET_KB} KB`,
        ratio: '—',
        ok: perSocketKb('rss') <= MEMORY_BUDGET_KB,
      },
      row(`event → socket, one user (${SINGLE_EVENTS} events)`, singleMs, singleTx, count),
      row(
        `event → socket, ${BROADCAST_RECIPIENTS} recipients (${BROADCAST_EVENTS} events)`,
        broadcastMs,
        broadcastTx,
        count,
        spans,
      ),
    ];
  } finally {
    await clients.close();
  }
}
