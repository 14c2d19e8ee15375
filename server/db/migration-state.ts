import { readFileSync } from 'node:fs';
import type { Database } from './client';

// Whether the database has every migration this build ships: what `/readyz` asks before a balancer sends
// requests. Drizzle's migrator records each applied migration's folder time in
// `drizzle.__drizzle_migrations` and applies those newer than the last recorded one.

const journalUrl = new URL('./migrations/meta/_journal.json', import.meta.url);

/** The folder time (`when`) of the newest migration in this build's journal. */
export function latestMigrationMillis(): number {
  const journal = JSON.parse(readFileSync(journalUrl, 'utf8')) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
}

/** Whether the newest applied migration is at least `latest`; throws when the database does not answer. */
export async function migrationsApplied(database: Database, latest: number): Promise<boolean> {
  const [row] = await database.query<{ last: number | null }>(
    'select max(created_at)::float8 as last from drizzle.__drizzle_migrations',
  );
  return row?.last !== null && row?.last !== undefined && Number(row.last) >= latest;
}
