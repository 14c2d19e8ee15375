import { expect, test } from '@playwright/test';
import { cachedUrls, indexedDbDump, logInAs, waitForWorker } from './pwa-support';

// (a) pages visited online open again offline; (e) data shown online is shown offline, with its time.

test('the landing page and a knowledge-base article visited online render again offline', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForWorker(page);

  await page.goto('/knowledgebase/1');
  const question = page.getByRole('heading', { level: 1 });
  await expect(question).not.toBeEmpty();
  const title = (await question.textContent()) ?? '';
  const firstParagraph = (await page.locator('main article p').nth(1).textContent()) ?? '';
  // The data is saved to IndexedDB a moment after it arrives (saves are throttled).
  await expect.poll(() => indexedDbDump(page)).toContain(title);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.locator('main article p').nth(1)).toHaveText(firstParagraph);
  await expect(page.getByRole('status').filter({ hasText: 'Нет соединения' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'База знаний' }).first()).toBeVisible();
});

const hhmm = (time: number) =>
  new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' }).format(time);

test('a list a logged-in user saw online shows offline after a reload, with the time it was fetched', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await logInAs(request, context, baseURL!, 'client@podryad.example');
  const before = Date.now();
  await page.goto('/knowledgebase');
  const articles = page.locator('main a[href^="/knowledgebase/"]');
  await expect(articles.first()).toBeVisible();
  const after = Date.now();
  const titles = await articles.allTextContents();
  await expect.poll(() => indexedDbDump(page)).toContain(`podryad.queries.user-${user.id}`);
  await expect.poll(() => indexedDbDump(page)).toContain(titles[0]!);
  await waitForWorker(page); // the shell is cached: what a reload offline is served from

  await context.setOffline(true);
  const apiCalls: string[] = [];
  page.on('request', (req) => {
    if (req.url().includes('/api/')) apiCalls.push(req.url());
  });
  await page.reload();
  await expect(articles).toHaveText(titles);
  const notice = page.getByRole('status').filter({ hasText: 'Нет соединения' });
  await expect(notice).toBeVisible();
  const text = (await notice.textContent()) ?? '';
  expect([
    `Нет соединения · данные на ${hhmm(before)}`,
    `Нет соединения · данные на ${hhmm(after)}`,
  ]).toContain(text);
  expect(apiCalls, 'the list came from IndexedDB, not from a request').toEqual([]);

  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
    await page.screenshot({ path: `screenshots/pwa-offline-banner-${width}.png` });
  }

  // The banner goes away by itself when the network returns.
  await context.setOffline(false);
  await expect(notice).toBeHidden();
});

test('a first visit precaches only the shell; a logged-in leader’s screens are fetched ahead and open offline', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForWorker(page);
  const cached = await cachedUrls(page);
  const precached = Object.entries(cached)
    .filter(([name]) => name.startsWith('workbox-precache'))
    .flatMap(([, urls]) => urls);
  const scripts = precached.filter((url) => /\/assets\/.*\.js/.test(url));
  expect(scripts.some((url) => /\/assets\/landing-/.test(url))).toBe(true);
  expect(scripts.some((url) => /\/assets\/index-/.test(url))).toBe(true);
  // Route chunks are not in it: no screen of the panel, the dashboard, the knowledge base or legal texts.
  for (const route of [
    'panel-staff',
    'panel-profile',
    'dashboard-profile',
    'knowledgebase',
    'publicOffer',
  ])
    expect(
      scripts.filter((url) => url.includes(`/assets/${route}-`)),
      route,
    ).toEqual([]);
  expect(precached.length).toBeLessThan(40);

  // The leader logs in (through the API, as another tab would): the next page load asks the worker for the
  // panel's screens, without opening any of them.
  await logInAs(request, context, baseURL!, 'agency@podryad.example');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await cachedUrls(page))['podryad-assets'] ?? [])
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/\/assets\/panel-staff-/),
        // Lazy parts a screen loads only when asked: the invitation form, a profile list's form, the toasts.
        expect.stringMatching(/\/assets\/AddEmployeeForm-/),
        expect.stringMatching(/\/assets\/ServiceForm-/),
        expect.stringMatching(/\/assets\/Toaster-/),
      ]),
    );

  await context.setOffline(true);
  await page.goto('/panel/staff');
  await expect(page.getByRole('heading', { level: 1, name: 'Сотрудники' })).toBeVisible();
  await page.getByRole('button', { name: 'Пригласить сотрудника' }).click();
  await expect(page.getByLabel('Имя', { exact: true })).toBeFocused();
});
