import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium';
import type { BenchRow } from './table';

export const FIRST_SCREEN_BUDGET_KB = 170;

/**
 * Loads the landing page in Chromium like a first-time visitor and sums the gzip size of every script it
 * fetched before the network went idle: the entry, its preloads and the landing route's lazy chunk.
 */
export async function measureFirstScreen(baseUrl: string): Promise<BenchRow> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const scripts = new Map<string, number>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      void response.body().then(
        (body) => scripts.set(response.url(), gzipSync(body, { level: 9 }).length),
        () => undefined,
      );
    });
    await page.goto(baseUrl + '/', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(300); // let the last response bodies arrive
    const totalKb = [...scripts.values()].reduce((a, b) => a + b, 0) / 1024;
    return {
      what: `first-screen JS, gzip (${scripts.size} files)`,
      value: `${totalKb.toFixed(1)} KB`,
      budget: `≤ ${FIRST_SCREEN_BUDGET_KB} KB`,
      ratio: `${((totalKb / FIRST_SCREEN_BUDGET_KB) * 100).toFixed(0)} % of budget`,
      ok: totalKb <= FIRST_SCREEN_BUDGET_KB,
    };
  } finally {
    await browser.close();
  }
}
