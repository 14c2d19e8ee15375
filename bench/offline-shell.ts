import { chromium, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium';
import type { BenchRow } from './table';

/** Budget: repeat visit, offline, app shell visible on a throttled mobile profile. */
export const OFFLINE_SHELL_BUDGET_MS = 1000;
const CPU_SLOWDOWN = 4;
const RUNS = 7;

/**
 * Records, in each new document, when the header and the page's h1 first reach the screen: the frame that
 * paints them, in milliseconds since the navigation started. A string, so tsx adds no helpers to it.
 */
const RECORD_SHELL_VISIBLE = `
  const observer = new MutationObserver(() => {
    if (!document.querySelector('header') || !document.querySelector('main h1')) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.shellVisibleAt = performance.now(); });
  });
  observer.observe(document, { childList: true, subtree: true });
`;

/** What these functions read in the page (this file is type-checked without the DOM library). */
type PageGlobals = {
  shellVisibleAt?: number;
  navigator: { serviceWorker: { ready: Promise<unknown>; controller: unknown } };
};

async function shellVisibleMs(page: Page, url: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    () => (globalThis as unknown as PageGlobals).shellVisibleAt,
    null,
    {
      timeout: 30_000,
    },
  );
  return (await handle.jsonValue()) as number;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The landing page on a phone-like profile (4× slower CPU through CDP, 360 px) visited once online, then
 * opened again with the network cut: navigation → header and h1 on screen, served by the service worker.
 * Baseline: the same repeat visit online, in the same run.
 */
export async function measureOfflineShell(baseUrl: string): Promise<BenchRow> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
      locale: 'ru-RU',
    });
    const page = await context.newPage();
    await page.goto(baseUrl + '/');
    await page.locator('main h1').first().waitFor();
    await page.evaluate(() =>
      (globalThis as unknown as PageGlobals).navigator.serviceWorker.ready.then(() => true),
    );
    await page.waitForFunction(
      () => (globalThis as unknown as PageGlobals).navigator.serviceWorker.controller !== null,
    );
    await page.addInitScript(RECORD_SHELL_VISIBLE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const online: number[] = [];
    for (let run = 0; run < RUNS; run++) online.push(await shellVisibleMs(page, baseUrl + '/'));
    await context.setOffline(true);
    const offline: number[] = [];
    for (let run = 0; run < RUNS; run++) offline.push(await shellVisibleMs(page, baseUrl + '/'));

    const value = median(offline);
    const baseline = median(online);
    return {
      what: `offline repeat visit → shell visible (${CPU_SLOWDOWN}× CPU, median of ${RUNS})`,
      value: `${value.toFixed(0)} ms`,
      budget: `≤ ${OFFLINE_SHELL_BUDGET_MS} ms`,
      ratio: `${((value / baseline) * 100).toFixed(0)} % of online ${baseline.toFixed(0)} ms`,
      ok: value <= OFFLINE_SHELL_BUDGET_MS,
    };
  } finally {
    await browser.close();
  }
}
