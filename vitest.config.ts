import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three projects: pure logic (node), the React app (jsdom), the API through `inject` (node, PGlite or DATABASE_URL).
// Every project honours TEST_NOW (tests/support/test-now.ts): the whole suite as if run at another moment.
export default defineConfig({
  plugins: [react()],
  test: {
    setupFiles: ['tests/support/test-now.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'app',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/app/setup.ts'],
          // Hang guards, not speed checks: antd in jsdom is slow on a busy machine, and the hook that loads
          // every route's code (tests/app/helpers.tsx) takes seconds.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
