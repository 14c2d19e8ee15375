import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../../server/app';
import { testConfig, type Config } from '../../../server/config';
import { createScratchDatabase } from '../../../server/db/scratch';

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * The whole server on a fresh database: in-memory PGlite, or — when DATABASE_URL is set (CI's second run) —
 * a new database created on that PostgreSQL server for this file alone and dropped afterwards. Either starts
 * as a copy of the run's migrated and seeded template (helpers/database-templates.ts), not from nothing.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const template = inject('databaseTemplates')[overrides.seedDemo === false ? 'bare' : 'demo'];
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const app = await buildApp(
      testConfig({ database: { kind: 'memory', template }, ...overrides }),
      options,
    );
    return { app, close: () => app.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'podryad_test', template);
  const app = await buildApp(
    testConfig({ database: { kind: 'postgres', url: scratch.url }, ...overrides }),
    options,
  );
  return {
    app,
    close: async () => {
      await app.close();
      await scratch.drop();
    },
  };
}
