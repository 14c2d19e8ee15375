import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../../server/db/client';
import { createScratchDatabase } from '../../../server/db/scratch';
import { seedDatabase } from '../../../server/db/seed';
import { testConfig } from '../../../server/config';

/**
 * Where each API test file's database starts: migrated and seeded once per run (with the demo data and
 * without), then copied per file: a dumped PGlite data directory, or a PostgreSQL `CREATE DATABASE … TEMPLATE`.
 * The steps that read the clock are left out; each copy's first seed adds them at its app's clock.
 */
export type DatabaseTemplates = Record<'demo' | 'bare', string>;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

const seedTemplate = async (database: Database, demo: boolean) => {
  await seedDatabase(database.db, {
    demo,
    passwordHashLog2N: testConfig().passwordHashLog2N,
    clockFree: true,
  });
};

export default async function setup(project: TestProject) {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const made = async (demo: boolean) => {
      const scratch = await createScratchDatabase(serverUrl, 'podryad_template');
      const database = await openDatabase({ kind: 'postgres', url: scratch.url });
      await seedTemplate(database, demo);
      await database.close();
      return scratch;
    };
    const [demo, bare] = await Promise.all([made(true), made(false)]);
    project.provide('databaseTemplates', { demo: demo.name, bare: bare.name });
    return async () => {
      await Promise.all([demo.drop(), bare.drop()]);
    };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'podryad-templates-'));
  const dumped = async (demo: boolean) => {
    const database = await openDatabase({ kind: 'memory' });
    await seedTemplate(database, demo);
    const file = path.join(folder, demo ? 'demo.tar' : 'bare.tar');
    const tarball = await database.dumpDataDir?.();
    if (!tarball) throw new Error('An in-memory database dumps its data directory');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    await database.close();
    return file;
  };
  project.provide('databaseTemplates', { demo: await dumped(true), bare: await dumped(false) });
  return () => rm(folder, { recursive: true, force: true });
}
