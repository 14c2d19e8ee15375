import { expect, test } from '@playwright/test';
import { removeDir, tempDir, waitForWorker } from './pwa-support';

// (b) Chromium finds nothing against installing the app (manifest, icons, worker).
test('Chromium reports the app installable', async ({ playwright, baseURL }, testInfo) => {
  // A persistent profile: Chromium never offers installation in an incognito-like context.
  const profile = await tempDir('install-profile');
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    serviceWorkers: 'allow',
    baseURL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForWorker(page);

    const manifest = (await (await page.request.get('/manifest.webmanifest')).json()) as {
      lang: string;
      display: string;
      icons: Array<{ sizes: string; purpose?: string }>;
      shortcuts: Array<{ url: string }>;
    };
    expect(manifest.lang).toBe('ru');
    expect(manifest.display).toBe('standalone');
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/panel/projects',
      '/notifications',
    ]);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await removeDir(profile);
  }
});
