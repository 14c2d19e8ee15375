import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../../server/app';
import { testConfig, type Config } from '../../../server/config';
import { createScratchDatabase } from '../../../server/db/scratch';

export interface TestApp {
  app: FastifyInstance;
  close: () => Promise<void>;
}

/**
 * The whole server on a fresh database: in-memory PGlite, or — when DATABASE_URL is set (CI's second run) —
 * a new database created on that PostgreSQL server for this file alone and dropped afterwards.
 */
export async function buildTestApp(
  overrides: Partial<Config> = {},
  options: BuildOptions = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const app = await buildApp(testConfig(overrides), options);
    return { app, close: () => app.close() };
  }
  const scratch = await createScratchDatabase(serverUrl, 'podryad_test');
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
