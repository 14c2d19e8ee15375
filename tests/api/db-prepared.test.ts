import { PGlite } from '@electric-sql/pglite';
import { count, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { pgliteStatements } from '../../server/db/pglite-prepared';
import { createScratchDatabase } from '../../server/db/scratch';

// Queries prepared with a name (`.prepare('name')`): a named statement on PostgreSQL (node-postgres) and on
// PGlite (server/db/pglite-prepared.ts). Each run gives what the same query gives unprepared, a failed run
// leaves the statement usable, and a run outside a transaction never sees that transaction's writes.

const probes = pgTable('prepared_probes', {
  id: integer('id').primaryKey(),
  note: text('note'),
  at: timestamp('at', { withTimezone: true, mode: 'string' }),
  tags: integer('tags').array().notNull(),
});

let database: Database;
let dropScratch = async () => {};

beforeAll(async () => {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, 'podryad_test');
    dropScratch = scratch.drop;
    database = await openDatabase({ kind: 'postgres', url: scratch.url });
  } else database = await openDatabase({ kind: 'memory' });
  await database.query(
    'create table prepared_probes (id integer primary key, note text, at timestamptz, tags integer[] not null)',
  );
  await database.db.insert(probes).values([
    { id: 1, note: 'один', at: '2026-03-01T09:00:00+03:00', tags: [1, 2] },
    { id: 2, note: null, at: null, tags: [] },
    { id: 3, note: 'три «кавычки»', at: '2026-03-02T00:00:00Z', tags: [3] },
  ]);
});

afterAll(async () => {
  await database?.close();
  await dropScratch();
});

const byNoteOrTag = () =>
  database.db
    .select()
    .from(probes)
    .where(
      sql`${probes.note} = ${sql.placeholder('note')} or ${sql.placeholder('tag')}::integer = any(${probes.tags})
        or ${probes.at} >= ${sql.placeholder('since')}`,
    )
    .orderBy(probes.id);

describe('a query prepared with a name', () => {
  it('gives what the unprepared query gives, run after run, with each kind of value', async () => {
    const prepared = byNoteOrTag().prepare('probes_by_note_or_tag');
    const cases = [
      { note: 'один', tag: 99, since: '2030-01-01T00:00:00Z' },
      { note: 'нет', tag: 3, since: '2030-01-01T00:00:00Z' },
      { note: 'три «кавычки»', tag: 2, since: '2026-03-01T12:00:00+03:00' },
      { note: null, tag: 0, since: null },
    ];
    for (const values of [...cases, ...cases]) {
      const unprepared = await byNoteOrTag().execute(values);
      expect(await prepared.execute(values)).toEqual(unprepared);
    }
    expect((await prepared.execute(cases[2])).map((row) => row.id)).toEqual([1, 3]);
    expect(await prepared.execute(cases[0])).toEqual([
      { id: 1, note: 'один', at: expect.any(String) as string, tags: [1, 2] },
    ]);
  });

  it('stays usable after a run the database refused', async () => {
    const divide = database.db
      .select({ quotient: sql<number>`10 / ${sql.placeholder('divisor')}::integer` })
      .from(probes)
      .where(eq(probes.id, 1))
      .prepare('probes_divide');
    // drizzle wraps the driver's error: SQLSTATE 22012, division by zero
    await expect(divide.execute({ divisor: 0 })).rejects.toMatchObject({
      cause: { code: '22012' },
    });
    expect(await divide.execute({ divisor: 5 })).toEqual([{ quotient: 2 }]);
    expect(await database.db.select({ n: count() }).from(probes)).toEqual([{ n: 3 }]);
  });

  it('outside a transaction never sees its writes; inside it, sees them', async () => {
    const total = database.db.select({ n: count() }).from(probes).prepare('probes_total');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let inserted = () => {};
    const written = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(probes).values({ id: 4, note: 'в транзакции', tags: [] });
      const inside = await tx
        .select({ n: count() })
        .from(probes)
        .prepare('probes_total_tx')
        .execute();
      inserted();
      await held;
      return inside;
    });
    await written;
    // PostgreSQL answers from before the commit; PGlite, one backend, answers once the transaction is over.
    let outsideDuring: number | undefined;
    const outside = total.execute().then(([row]) => (outsideDuring = row!.n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (outsideDuring !== undefined) expect(outsideDuring).toBe(3);
    release();
    expect(await transaction).toEqual([{ n: 4 }]);
    expect([3, 4]).toContain(await outside);
    expect(await total.execute()).toEqual([{ n: 4 }]);
  });
});

describe('PGlite named statements', () => {
  it('prepare a name again when it is given another text', async () => {
    const pglite = new PGlite();
    try {
      const statement = pgliteStatements(pglite)('probe');
      const first = await statement.query<{ v: number }>('select $1::integer + 1 as v', [1]);
      const second = await statement.query<{ v: string }>('select $1::text as v', ['два']);
      const again = await statement.query<{ v: string }>('select $1::text as v', ['три']);
      expect([first.rows, second.rows, again.rows]).toEqual([
        [{ v: 2 }],
        [{ v: 'два' }],
        [{ v: 'три' }],
      ]);
    } finally {
      await pglite.close();
    }
  });
});
