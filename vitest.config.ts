import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { routeModuleFiles } from './scripts/route-module-files';

// Three projects: pure logic (node), the React app (jsdom), the API through `inject` (node, PGlite or DATABASE_URL);
// a fourth, `cluster`, with DATABASE_URL only.
// Every project honours TEST_NOW (tests/support/test-now.ts): the whole suite as if run at another moment.
// CI's `npm test` sets TEST_SHIFT_ZONE and TEST_SHIFT_NOW: the unit and app projects run in that zone as of that
// moment; the API project keeps the machine's, as a database's clock cannot be shifted with it.
const shifted =
  process.env.TEST_SHIFT_ZONE && process.env.TEST_SHIFT_NOW
    ? { TZ: process.env.TEST_SHIFT_ZONE, TEST_NOW: process.env.TEST_SHIFT_NOW }
    : {};
export default defineConfig({
  plugins: [react(), routeModuleFiles()],
  test: {
    setupFiles: ['tests/support/test-now.ts'],
    // Every core (Vitest's default leaves one to itself: on a 2-core machine, one test file at a time).
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          env: shifted,
          // A hang guard: Vitest's 5 s default would be a speed check for scrypt and PDF tests on a busy machine.
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          env: shifted,
          setupFiles: ['tests/app/setup.ts'],
          // Hang guards, not speed checks: antd in jsdom is slow, and the hook that loads every route's code
          // (tests/app/helpers.tsx) takes seconds. On a busy machine (two runs of this project at once beside
          // other work: load 20 on 2 cores) the longest antd walks took 31–58 s and failed a 30 s limit.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/helpers/database-templates.ts'],
          environment: 'node',
          // One module graph per worker, not per file: every file builds its own app and database, so
          // nothing is shared but the imported code, whose import per file took 40 % of the project's time.
          isolate: false,
          // Hang guards, not speed checks: on a slow CI machine beside the browser tests (load 15 on 2 cores)
          // one app's start on its database took 29 s, and a test that deploys two of them missed 30 s.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      // Real server processes on one PostgreSQL behind a proxy (tests/cluster/): only with DATABASE_URL, so
      // `npm test` needs no PostgreSQL; with it, a missing or empty project is an error, never a skip.
      ...(process.env.DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'cluster',
                include: ['tests/cluster/**/*.test.ts'],
                environment: 'node',
                testTimeout: 60_000,
                // Three processes migrate and seed one database, on a busy machine.
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
    ],
  },
});
