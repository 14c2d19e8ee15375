import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshProfileRows } from '../../server/db/profile-columns';
import { contractors } from '../../server/db/schema';
import type { CandidateIndex } from '../../server/modules/matching/candidate-index';
import { currentCatalogueVersion } from '../../server/modules/matching/stored-ranking';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { agencyArb, insertAgencies, loadReference, type Reference } from './helpers/matching-world';

// The server's in-memory copy of the matching keys follows the database: an edited agency, a new one and a
// removed one are there (or gone) at the catalogue's next version, and nothing is read while it is current.

let t: TestApp;
let ref: Reference;
beforeAll(async () => {
  t = await buildTestApp({ seedDemo: false });
  ref = await loadReference(t.app.db.db);
});
afterAll(() => t.close());

const db = () => t.app.db.db;
const indexNow = async () => t.app.ranking.indexAt(await currentCatalogueVersion(db()));
const idsIn = (index: CandidateIndex) => [...index.ids.data.subarray(0, index.size)].sort();

describe('the ranking index', () => {
  it('catches up with edits, new agencies and removals', async () => {
    const [first, second] = await insertAgencies(
      db(),
      fc.sample(agencyArb(ref), { numRuns: 2, seed: 3 }),
    );
    const index = await indexNow();
    expect(idsIn(index)).toEqual([first!.id, second!.id].sort());

    // An edit: the same row, changed.
    await db().transaction(async (tx) => {
      await tx.update(contractors).set({ staffCount: 77 }).where(eq(contractors.id, first!.id));
      await refreshProfileRows(tx, eq(contractors.id, first!.id));
    });
    await indexNow();
    expect(index.staffOf(index.position(first!.id))).toBe(77);
    expect(index.size).toBe(2);

    // A removal and a new agency: the old rows go, however many there are.
    const [third] = await insertAgencies(db(), fc.sample(agencyArb(ref), { numRuns: 1, seed: 4 }));
    expect(idsIn(await indexNow())).toEqual([third!.id]);
    expect(index.position(first!.id)).toBe(-1);
  });

  it('reads nothing while it is as new as the catalogue', async () => {
    const index = await indexNow();
    const reads = vi.spyOn(db(), 'execute');
    try {
      await t.app.ranking.indexAt(index.version);
      expect(reads).not.toHaveBeenCalled();
      await t.app.ranking.indexAt(index.version + 1); // a newer catalogue than it has seen: it reads
      expect(reads).toHaveBeenCalled();
    } finally {
      reads.mockRestore();
    }
  });
});
