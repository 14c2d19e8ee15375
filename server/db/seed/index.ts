import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { appSettings } from '../schema';
import { seedReference } from './reference';
import { seedDemoContractors } from './demo';

/** Bump when the seed's content changes in a way an existing database should not be re-seeded for. */
const SEED_MARKER = 'seed_v1';
/** Any constant: serialises concurrent first starts of several processes. */
const SEED_LOCK_ID = 724_001;

/**
 * Fills reference data (and demo agencies when `demo`) once. Idempotent: a marker row, written in the same
 * transaction, says it was done; an advisory lock keeps two processes from seeding at once.
 */
export async function seedDatabase(db: Db, { demo }: { demo: boolean }): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`);
    const done = await tx.select().from(appSettings).where(eq(appSettings.key, SEED_MARKER));
    if (done.length > 0) return false;
    const reference = await seedReference(tx);
    if (demo) await seedDemoContractors(tx, reference);
    await tx.insert(appSettings).values({ key: SEED_MARKER, value: new Date().toISOString() });
    return true;
  });
}
