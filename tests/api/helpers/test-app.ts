import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../../server/app';
import { testConfig, type Config } from '../../../server/config';

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * The whole server on a fresh database: in-memory PGlite, or — when DATABASE_URL is set (CI's second run) —
 * a new database created on that PostgreSQL server for this file alone and dropped afterwards.
 */
export async function buildTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const app = await buildApp(testConfig(overrides));
    return { app, close: () => app.close() };
  }
  const name = `podryad_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const app = await buildApp(
    testConfig({ database: { kind: 'postgres', url: url.toString() }, ...overrides }),
  );
  return {
    app,
    close: async () => {
      await app.close();
      await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
