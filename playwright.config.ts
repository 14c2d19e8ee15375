import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { e2eMail } from './e2e/support/mail-config';
import './e2e/support/next-build'; // decides, in the runner, where the run's next build goes
import { E2E_OPERATOR_TOKEN } from './e2e/support/operator';
import { chromiumLaunchOptions } from './scripts/chromium';

const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  // An SMTP sink: the server's mail goes over real SMTP into a folder the journeys read (e2e/support).
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // CI shares two cores between two browsers and the server: a first page load there can take 10 s, so a
  // journey with two sessions needs more than the default 30 s, and a visible-check more than 5 s.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'ru-RU',
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  // The production build served by the real server on a fresh embedded database.
  // Journeys that make live notifications (a colleague joining the demo agency) run after the others, one
  // after the other: their toast and bell count would otherwise land on the leader's pages of a parallel test.
  projects: [
    { name: 'journeys', testIgnore: [/auth-staff\.spec/, /notifications\.spec/] },
    { name: 'staff-events', testMatch: /auth-staff\.spec/, dependencies: ['journeys'] },
    { name: 'notifications', testMatch: /notifications\.spec/, dependencies: ['staff-events'] },
  ],
  webServer: {
    command: 'node --import tsx server/main.ts',
    url: `http://127.0.0.1:${PORT}/faq/api/v1/faqs/`,
    reuseExistingServer: false,
    timeout: 150_000, // a new database is migrated and seeded first: slow on a busy machine
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: path.join(tmpdir(), `podryad-e2e-${process.pid}`),
      STATIC_DIR: 'dist',
      LOG_LEVEL: 'warn',
      SMTP_URL: e2eMail.smtpUrl,
      OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
    },
  },
});
