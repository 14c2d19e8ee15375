import { expect, test } from '@playwright/test';

// The browser the journeys run in (scripts/chromium.ts): Chromium honours only the last `--disable-features`,
// so ours must carry every feature Playwright's own switch turns off, and the omnibox popups it adds to the
// list must really be gone (each is a renderer started with every new window).
test('Chromium keeps every feature Playwright turns off and starts no omnibox popup', async ({
  browser,
}) => {
  const page = await browser.newPage();
  await page.goto('chrome://version');
  const commandLine = (await page.locator('#command_line').textContent()) ?? '';
  const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((m) => m[1]!.split(','));
  expect(lists.length).toBeGreaterThan(0);
  const honoured = lists.at(-1)!;
  for (const list of lists) expect(honoured).toEqual(expect.arrayContaining(list));

  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.type === 'browser_ui')).toEqual([]);
  await page.context().close();
});
