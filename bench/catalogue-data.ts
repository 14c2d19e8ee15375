import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../server/config';
import { openDatabase } from '../server/db/client';
import { seedDatabase } from '../server/db/seed';
import { seedAgencies } from '../scripts/seed-agencies';

// The catalogue bench's database: the demo data plus `count` generated agencies. Made once (≈ 10 min on
// PGlite) and kept — PGlite's in node_modules/.cache, PostgreSQL's as a database of its own on that
// server — under a key of everything that shapes it, so a change to the schema or the generator makes anew.

const SHAPING = ['server/db/migrations', 'server/db/seed', 'server/db/profile-columns.ts'];

async function filesUnder(target: string): Promise<string[]> {
  if (!target.endsWith('/') && path.extname(target) !== '') return [target];
  const entries = await readdir(target, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function dataKey(count: number): Promise<string> {
  const hash = createHash('sha256').update(String(count));
  for (const file of (await Promise.all(SHAPING.map(filesUnder))).flat())
    hash.update(file).update(await readFile(file));
  return hash.digest('hex').slice(0, 12);
}

async function fill(database: Config['database'], count: number, log: (line: string) => void) {
  const db = await openDatabase(database);
  try {
    await seedDatabase(db.db, { demo: true, passwordHashLog2N: 10 });
    const ms = await seedAgencies(db, count, (done) => {
      if (done % 10_000 === 0) log(`  catalogue bench data: ${done} / ${count} agencies`);
    });
    log(`  catalogue bench data: ${count} agencies made in ${(ms / 1000).toFixed(0)} s (kept)`);
    // A bulk load leaves no statistics and no visibility map yet: autovacuum would make them later, at a
    // moment the bench does not choose. Measured on a database as it runs, not as it was just loaded.
    await db.query('vacuum analyze');
  } finally {
    await db.close();
  }
}

/** An embedded database with the bench's agencies, made on first use. */
export async function pgliteCatalogue(count: number, log: (line: string) => void) {
  const dir = path.resolve(
    'node_modules/.cache/podryad-bench',
    `catalogue-${await dataKey(count)}`,
  );
  const ready = path.join(dir, 'READY');
  if (!existsSync(ready)) {
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { recursive: true });
    log(`  making the catalogue bench data in ${dir} (once)…`);
    await fill({ kind: 'pglite', dataDir: dir }, count, log);
    await writeFile(ready, new Date().toISOString());
  }
  return { kind: 'pglite', dataDir: dir } satisfies Config['database'];
}

/** A database on the PostgreSQL server of `serverUrl` with the bench's agencies, made on first use. */
export async function postgresCatalogue(
  serverUrl: string,
  count: number,
  log: (line: string) => void,
) {
  const name = `podryad_bench_catalogue_${await dataKey(count)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  let exists: boolean;
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    exists = found.rowCount === 1;
    // A database without the READY comment was left half made: made anew.
    if (exists) {
      const comment = await admin.query<{ c: string | null }>(
        'select shobj_description(oid, $2) as c from pg_database where datname = $1',
        [name, 'pg_database'],
      );
      if (comment.rows[0]?.c !== 'READY') {
        await admin.query(`drop database ${name}`);
        exists = false;
      }
    }
    if (!exists) await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  if (!exists) {
    log(`  making the catalogue bench data in the database ${name} (once)…`);
    await fill({ kind: 'postgres', url: url.toString() }, count, log);
    const done = new pg.Client({ connectionString: serverUrl });
    await done.connect();
    await done.query(`comment on database ${name} is 'READY'`);
    await done.end();
  }
  return { kind: 'postgres', url: url.toString() } satisfies Config['database'];
}
