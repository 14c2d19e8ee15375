import { expect, test, type Page } from '@playwright/test';
import { waitForWorker } from './pwa-support';

// Public pages come from the server as HTML with their content: readable with JavaScript off, and with it
// on, the app takes the page over (hydration) without an error and without asking for the data again.

/** The id and question of a client article, from the API. */
async function anArticle(page: Page) {
  const response = await page.request.get('/faq/api/v1/faqs/?audience=client');
  const { results } = (await response.json()) as {
    results: Array<{ id: number; question: string }>;
  };
  return results[1]!;
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a visitor reads the knowledge base: the list, an article, the 404 page', async ({
    page,
  }) => {
    const article = await anArticle(page);
    const list = await page.goto('/knowledgebase');
    expect(list?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible();
    await expect(page.locator('main a[href^="/knowledgebase/"]').first()).toBeVisible();

    // A plain link: the server renders the article.
    await page.locator(`main a[href="/knowledgebase/${article.id}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/knowledgebase/${article.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.question);
    expect(await page.locator('main article p').count()).toBeGreaterThanOrEqual(3);
    await expect(page).toHaveTitle(`${article.question} — Подряд`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/knowledgebase/${article.id}$`),
    );

    // The audience links and the search form work without the script too.
    await page.goto('/knowledgebase');
    await page.getByRole('link', { name: 'Для агентств' }).click();
    await expect(page).toHaveURL(/audience=contractor/);
    await page.getByRole('searchbox', { name: 'Поиск по статьям' }).fill('тариф');
    await page.getByRole('button', { name: 'Найти' }).click();
    await expect(page).toHaveURL(/search=/);
    await expect(page.locator('main a[href^="/knowledgebase/"]').first()).toBeVisible();

    const missing = await page.goto('/knowledgebase/999999');
    expect(missing?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Запрашиваемая вами страница не найдена' }),
    ).toBeVisible();
  });

  test('the landing page and a legal document are there without the script', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'База знаний' }).first()).toBeVisible();
    await page.goto('/privacy-policy');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Содержание' })).toBeVisible();
  });
});

test.describe('with JavaScript on', () => {
  /** Console errors and page errors, and every API request the page makes. */
  function watch(page: Page) {
    const errors: string[] = [];
    const apiCalls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('request', (request) => {
      if (request.url().includes('/api/')) apiCalls.push(request.url());
    });
    return { errors, apiCalls };
  }

  /** The app runs the page: a link click is a navigation inside the page, not a new document. */
  async function expectHydrated(page: Page) {
    await page.waitForFunction(() => document.documentElement.dataset.started === 'true');
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });
  }

  for (const visit of ['a first visit', 'a visit through the service worker']) {
    test(`${visit}: an article hydrates without an error and without fetching its data again`, async ({
      page,
    }) => {
      const article = await anArticle(page);
      if (visit === 'a visit through the service worker') {
        await page.goto('/');
        await waitForWorker(page);
      }
      const { errors, apiCalls } = watch(page);
      const response = await page.goto(`/knowledgebase/${article.id}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.question);
      await expectHydrated(page);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
      expect(apiCalls).toEqual([]);

      // The app is in charge: «Все статьи» navigates inside the page, fetching the list.
      await page.getByRole('link', { name: 'Все статьи' }).click();
      await expect(page).toHaveURL(/\/knowledgebase$/);
      await expect(page.locator('main a[href^="/knowledgebase/"]').first()).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage),
      ).toBe(true);
      expect(apiCalls).toEqual([expect.stringContaining('/faq/api/v1/faqs/?audience=client')]);
      expect(errors).toEqual([]);
    });
  }

  test('the list, the landing page and a legal document hydrate cleanly too', async ({ page }) => {
    const { errors, apiCalls } = watch(page);
    for (const url of ['/knowledgebase?audience=contractor', '/', '/user-agreement']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectHydrated(page);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
    expect(apiCalls).toEqual([]);
  });

  test('a logged-in user gets the public page, then its own header, without a hydration error', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([
      {
        name: 'user',
        value: encodeURIComponent(JSON.stringify({ id: 1, type_account: 1, accountTypes: [] })),
        url: baseURL!,
      },
    ]);
    const { errors } = watch(page);
    await page.goto('/public-offer');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Выйти' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
});
