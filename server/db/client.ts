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

export async function openDatabase(config: Config['database']): Promise<Database> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: POOL_MAX });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
    pool.on('error', (error) => console.warn('PostgreSQL connection lost:', error.message));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
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
