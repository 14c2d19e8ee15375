// `npm run seed:agencies -- --count 100000`: adds that many generated, published agencies with whole
// profiles (services with ranges, industries, places, languages, cases, client histories) to the database
// the server would use (DATA_DIR's embedded one, or DATABASE_URL), for volume tests of the catalogue and
// matching: copies of the demo agencies, each with its own number (server/db/seed/volume.ts). Deterministic:
// the same numbers give the same agencies; a second run continues the numbering.
import { parseArgs } from 'node:util';
import { count } from 'drizzle-orm';
import { loadConfig } from '../server/config';
import { openDatabase, type Database } from '../server/db/client';
import { contractors } from '../server/db/schema';
import { seedDatabase } from '../server/db/seed';
import { insertVolumeBatch } from '../server/db/seed/volume';

/** Agencies per transaction. */
const BATCH = 5_000;

/** Adds `total` agencies in batches, reporting progress; returns how long it took. */
export async function seedAgencies(
  database: Database,
  total: number,
  progress: (done: number) => void = () => {},
): Promise<number> {
  const started = performance.now();
  const [existing] = await database.db.select({ n: count() }).from(contractors);
  const start = existing!.n;
  for (let done = 0; done < total;) {
    const size = Math.min(BATCH, total - done);
    await database.db.transaction((tx) => insertVolumeBatch(tx, start + done, size));
    done += size;
    progress(done);
  }
  await database.query('analyze');
  return performance.now() - started;
}

async function main() {
  const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
  const total = Number(values.count);
  if (!Number.isInteger(total) || total < 1) throw new Error('--count must be a positive integer');
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    await seedDatabase(database.db, {
      demo: config.seedDemo,
      passwordHashLog2N: config.passwordHashLog2N,
    });
    const ms = await seedAgencies(database, total, (done) => {
      if (done % 10_000 === 0 || done === total) console.log(`${done} / ${total}`);
    });
    console.log(`${total} agencies added in ${(ms / 1000).toFixed(1)} s`);
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
