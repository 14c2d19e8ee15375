import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  copyDist,
  freePort,
  removeDir,
  START_TIMEOUT_MS,
  startServer,
  tempDir,
  type AppServer,
} from './pwa-support';

// (d) A lazy chunk missing on the server (a deploy replaced it under an open tab) reloads the page once;
// when the chunk is still missing after that reload, a page says it did not load (never the 404 page: the
// page exists) instead of a reload loop.

let workDir: string;
let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(START_TIMEOUT_MS + 30_000);
  workDir = await tempDir('chunk-error');
  const staticDir = await copyDist(path.join(workDir, 'dist'));
  const assets = path.join(staticDir, 'assets');
  const legalChunk = (await readdir(assets)).find((name) => /^legal-.*\.js$/.test(name));
  if (!legalChunk) throw new Error('no legal page chunk in dist/assets');
  await rm(path.join(assets, legalChunk));
  server = await startServer(staticDir, await freePort(), path.join(workDir, 'data'));
});

test.afterAll(async () => {
  await server?.stop();
  await removeDir(workDir);
});

test('a missing chunk reloads the page once, not in a loop', async ({ browser }) => {
  // No worker: its install fails on the missing file anyway; this is the app's own recovery.
  const context = await browser.newContext({ locale: 'ru-RU', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.goto(server.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads).toBe(1);

    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Пользовательское соглашение' })
      .click();
    await expect(page).toHaveURL(/\/user-agreement$/);
    const failed = page.getByRole('heading', { name: 'Не удалось загрузить страницу' });
    await expect(failed).toBeVisible({ timeout: 15_000 });
    expect(loads, 'one reload after the failed chunk').toBe(2);
    await expect(page.getByRole('heading', { name: /страница не найдена/ })).toHaveCount(0);

    await page.waitForTimeout(2000);
    expect(loads, 'no second reload within the guard').toBe(2);
    await expect(failed).toBeVisible();
    await expect(page.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
  } finally {
    await context.close();
  }
});
