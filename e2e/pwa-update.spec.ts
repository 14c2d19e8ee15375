import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  buildApp,
  buildIdOf,
  copyDist,
  freePort,
  removeDir,
  START_TIMEOUT_MS,
  startServer,
  tempDir,
  waitForWorker,
  type AppServer,
} from './pwa-support';
import { NEXT_BUILD_TIMEOUT_MS, sharedNextBuild } from './support/next-build';

// (c) A new build deployed while the app is open is detected, and «Обновить» switches to it. The server
// runs on a port of its own: first on a copy of dist/, then restarted on a second build with a new id.

let workDir: string;
let currentBuild: string;
let nextBuild: string;
let nextBuildId: string;

test.beforeAll(async () => {
  test.setTimeout(NEXT_BUILD_TIMEOUT_MS + 60_000);
  workDir = await tempDir('update');
  currentBuild = await copyDist(path.join(workDir, 'current'));
  const shared = await sharedNextBuild(buildApp);
  nextBuild = await copyDist(path.join(workDir, 'next'), shared.dir);
  nextBuildId = shared.buildId;
});

test.afterAll(async () => {
  await removeDir(workDir);
});

test('a new build is detected and «Обновить» switches to it', async ({ page, context }) => {
  test.setTimeout(2 * START_TIMEOUT_MS); // two server starts, the first on a new database
  const port = await freePort();
  const dataDir = path.join(workDir, 'data');
  let server: AppServer = await startServer(currentBuild, port, dataDir);
  try {
    await page.goto(`${server.url}/knowledgebase`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForWorker(page);
    await expect(page.locator('html')).toHaveAttribute('data-build', await buildIdOf(currentBuild));
    const prompt = page.getByRole('status').filter({ hasText: 'Доступна новая версия' });
    await page.waitForTimeout(1500); // the first check (1 s after idle) finds the same build
    await expect(prompt).toBeHidden();

    await server.stop();
    server = await startServer(nextBuild, port, dataDir);
    // The network comes back: the app checks for a newer build at once.
    await context.setOffline(true);
    await context.setOffline(false);

    await expect(prompt).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('data-build', await buildIdOf(currentBuild));
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
      await page.screenshot({ path: `screenshots/pwa-update-prompt-${width}.png` });
    }

    await prompt.getByRole('button', { name: 'Обновить' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', nextBuildId);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('База знаний');
    await expect(prompt).toBeHidden();
  } finally {
    await server.stop();
  }
});
