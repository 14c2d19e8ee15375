import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new database on the PostgreSQL server of `serverUrl`, for one test file or bench run, so runs never see
 * each other's data: empty, or a copy of `template` (a database nobody is connected to). `drop()` removes it.
 */
export async function createScratchDatabase(
  serverUrl: string,
  prefix = 'podryad_scratch',
  template?: string,
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => dropDatabase(serverUrl, name),
  };
}

const DROP_ATTEMPTS = 40;
const DROP_RETRY_MS = 50;

/**
 * Drops once the last connection of the closed app is gone. FORCE only as a last resort: terminating a
 * connection that is still closing makes its client raise an error nobody listens to any more.
 */
async function dropDatabase(serverUrl: string, name: string) {
  for (let attempt = 1; attempt < DROP_ATTEMPTS; attempt++) {
    try {
      return await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name}`);
    } catch (error) {
      if ((error as { code?: string }).code !== '55006') throw error; // 55006: still being accessed
      await new Promise((resolve) => setTimeout(resolve, DROP_RETRY_MS));
    }
  }
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
