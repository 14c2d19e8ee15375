import { expect, test } from '@playwright/test';
import { cachedUrls, indexedDbDump, logInAs, waitForWorker } from './pwa-support';

// (f) A shared phone keeps nothing private: after logout neither Cache Storage nor IndexedDB holds a
// user-specific response.

const EMAIL = 'agency@podryad.example';

test('after logout no user-specific response remains in Cache Storage or IndexedDB', async ({
  page,
  context,
  request,
  baseURL,
}) => {
  const user = await logInAs(request, context, baseURL!, EMAIL);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await waitForWorker(page);

  // Requests with the user's bearer token: the knowledge base (the app) and the account (as the panel will).
  await page.getByRole('link', { name: 'База знаний' }).first().click();
  await expect(page.locator('main a[href^="/knowledgebase/"]').first()).toBeVisible();
  const me = await page.evaluate(async (access) => {
    const response = await fetch('/auth/api/v1/users/me/', {
      headers: { Accept: 'application/json', Authorization: `Bearer ${access}` },
    });
    return (await response.json()) as { email: string };
  }, user.access);
  expect(me.email).toBe(EMAIL);

  const userCaches = async () =>
    Object.entries(await cachedUrls(page)).filter(([name]) => name.startsWith('podryad-user-'));
  await expect
    .poll(async () => (await userCaches()).flatMap(([, urls]) => urls))
    .toEqual(
      expect.arrayContaining([
        expect.stringContaining('/auth/api/v1/users/me/'),
        expect.stringContaining('/faq/api/v1/faqs/'),
      ]),
    );
  await expect.poll(() => indexedDbDump(page)).toContain(`podryad.queries.user-${user.id}`);

  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/);

  await expect.poll(userCaches).toEqual([]);
  const everyCachedUrl = Object.values(await cachedUrls(page)).flat();
  expect(everyCachedUrl.filter((url) => url.includes('/users/me/'))).toEqual([]);
  await expect.poll(() => indexedDbDump(page)).not.toContain(`user-${user.id}`);
  const stored = await indexedDbDump(page);
  expect(stored).not.toContain(EMAIL);
  expect(stored).not.toContain('users/me');
});
