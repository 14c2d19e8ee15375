import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATION_LOCK_ID } from '../../server/db/client';
import { createScratchDatabase } from '../../server/db/scratch';
import { freePort, startServer } from '../api/helpers/server-process';

// Real server processes (`server/main.ts`) on one empty PostgreSQL database, started at once: the test holds
// the migration lock until every one of them waits for it, so all of them meet an unmigrated database.

export const OPERATOR_TOKEN = 'cluster-test-operator-token-long-enough';
const LOCK_WAIT_MS = 120_000;

type Server = ReturnType<typeof startServer> & { name: string; port: number };

export async function startCluster(serverUrl: string, names: string[]) {
  const scratch = await createScratchDatabase(serverUrl, 'podryad_cluster');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'podryad-cluster-'));
  const holder = new pg.Client({ connectionString: scratch.url });
  const servers: Server[] = [];
  const stop = async () => {
    await Promise.all(
      servers.map(async ({ child, exited }) => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await exited;
      }),
    );
    await holder.end().catch(() => undefined);
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await holder.connect();
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    for (const name of names) {
      const port = await freePort();
      const server = startServer(path.join(dataDir, name), port, {
        DATABASE_URL: scratch.url,
        HOST: '127.0.0.1',
        STATIC_DIR: path.join(dataDir, 'no-build'),
        SEED_DEMO: 'true',
        TRUST_PROXY: '127.0.0.1', // the proxy's address: X-Forwarded-For names the client
        OPERATOR_TOKEN,
      });
      server.ready.catch(() => undefined); // awaited below; an early exit is reported there
      servers.push({ ...server, name, port });
    }
    const waiting = await waitForLockWaiters(holder, servers);
    await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    await holder.end();
    await Promise.all(servers.map((server) => server.ready));
    return {
      servers,
      waiting,
      /** The scratch database's URL. */
      url: scratch.url,
      stop,
      query: <Row extends pg.QueryResultRow>(sql: string) => queryOnce<Row>(scratch.url, sql),
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Waits until every server waits for the migration lock the test holds; how many waited. */
async function waitForLockWaiters(holder: pg.Client, servers: Server[]): Promise<number> {
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    const dead = servers.find(({ child }) => child.exitCode !== null);
    if (dead) throw new Error(`server ${dead.name} exited: ${dead.output()}`);
    // A bigint advisory key shows as classid (high 32 bits) and objid (low 32 bits), objsubid 1.
    const { rows } = await holder.query<{ n: number }>(
      `select count(*)::int as n from pg_locks
        where locktype = 'advisory' and classid = 0 and objid = $1 and objsubid = 1 and not granted
          and database = (select oid from pg_database where datname = current_database())`,
      [MIGRATION_LOCK_ID],
    );
    const n = rows[0]!.n;
    if (n >= servers.length) return n;
    if (Date.now() > deadline) throw new Error(`only ${n} servers waited for the migration lock`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** SIGTERMs one server and waits for its exit code. */
export async function stopServer(server: Server): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

async function queryOnce<Row extends pg.QueryResultRow>(url: string, sql: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(sql)).rows;
  } finally {
    await client.end();
  }
}
