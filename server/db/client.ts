import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Config } from '../config';
import { listenPostgres, type ListenHandlers, type Unlisten } from './listen';
import { usePglitePreparedStatements } from './pglite-prepared';
import * as schema from './schema';

export type Schema = typeof schema;
/** Drizzle over either driver: embedded PGlite or node-postgres. Code never cares which. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: Config['database']['kind'];
  /** Runs a raw SQL string with parameters; used by benchmarks and health checks. */
  query: <Row = Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<Row[]>;
  /**
   * LISTENs on a channel of `NOTIFY` until the returned function is called: PGlite's own `listen`, or a
   * dedicated PostgreSQL connection that reconnects (and says so through `onReconnect`).
   */
  listen: (channel: string, handlers: ListenHandlers) => Promise<Unlisten>;
  close: () => Promise<void>;
  /** PostgreSQL only: the pool's connections now (for the metrics); PGlite has one connection, no pool. */
  poolUse?: () => PoolUse;
  /** Embedded only: the data directory as a tarball, for `{ kind: 'memory', template }` (tests). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface PoolUse {
  /** Connections open, idle among them, requests waiting for one, and the most it opens. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
}

/** The most connections one process's pool opens. */
const POOL_MAX = 10;

/** A data directory PGlite dumped (`dumpDataDir`), to start an in-memory database from. */
const dataDirFile = async (path: string) => new Blob([await readFile(path)]);

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any constant: serialises the migrations of processes started at once on one PostgreSQL database. */
export const MIGRATION_LOCK_ID = 724_000;

/**
 * Drizzle's migrator reads the last applied migration, then applies the newer ones: two processes at once
 * would both apply them. Under a session advisory lock on one connection of the pool, the second waits, then
 * finds them applied. A connection lost meanwhile releases the lock with it.
 */
async function migrateLocked(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    client.release();
  } catch (error) {
    client.release(true); // destroyed: its session, and a lock still held, end with it
    throw error;
  }
}

export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: POOL_MAX });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
    const db = drizzlePg({ client: pool, schema });
    await migrateLocked(pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      query: async <Row>(sql: string, params: unknown[] = []) =>
        (await pool.query(sql, params)).rows as Row[],
      listen: (channel, handlers) => listenPostgres(config.url, channel, handlers),
      close: () => pool.end(),
      poolUse: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_MAX,
      }),
    };
  }
  if (config.kind === 'pglite') await mkdir(config.dataDir, { recursive: true }); // PGlite won't create it
  const client =
    config.kind === 'pglite'
      ? new PGlite(config.dataDir)
      : new PGlite({
          loadDataDir: config.template ? await dataDirFile(config.template) : undefined,
        });
  const db = drizzlePglite({ client, schema });
  usePglitePreparedStatements(db, client);
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: config.kind,
    query: async <Row>(sql: string, params: unknown[] = []) =>
      (await client.query<Row>(sql, params)).rows,
    // One connection inside the process: it never drops, so there is nothing to catch up.
    listen: async (channel, { onMessage }) => {
      const unlisten = await client.listen(channel, onMessage);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
