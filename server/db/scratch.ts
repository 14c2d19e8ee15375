import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database on the PostgreSQL server of `serverUrl`, for one test file or bench run, so runs never
 * see each other's data. `drop()` removes it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'podryad_scratch',
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
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
