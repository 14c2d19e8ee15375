import { expect, test } from '@playwright/test';

test('a visitor goes from the landing page to the knowledge base and reads an article', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Подряд — подбор подрядчиков');

  await page.getByRole('link', { name: 'База знаний' }).first().click();
  await expect(page).toHaveURL(/\/knowledgebase$/);
  await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible();
  const clientArticles = page.locator('main a[href^="/knowledgebase/"]');
  await expect(clientArticles.first()).toBeVisible();
  expect(await clientArticles.count()).toBeGreaterThanOrEqual(6);

  const firstClientQuestion = await clientArticles.first().textContent();
  await page.getByRole('link', { name: 'Для агентств' }).click();
  const agencyArticle = page.locator('main a[href^="/knowledgebase/"]').first();
  await expect(agencyArticle).not.toHaveText(firstClientQuestion ?? '');
  const question = (await agencyArticle.textContent())?.trim() ?? '';
  expect(question.length).toBeGreaterThan(10);

  await agencyArticle.click();
  await expect(page).toHaveURL(/\/knowledgebase\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(question);
  expect(await page.locator('main p').count()).toBeGreaterThanOrEqual(3);
  await expect(page).toHaveTitle(new RegExp(question.slice(0, 20)));
});

test('an article opens from a deep link, and a missing article shows the 404 page', async ({
  page,
}) => {
  await page.goto('/knowledgebase/1');
  await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  expect(await page.locator('main p').count()).toBeGreaterThanOrEqual(3);

  await page.goto('/knowledgebase/99999');
  await expect(
    page.getByRole('heading', { name: 'Запрашиваемая вами страница не найдена' }),
  ).toBeVisible();
});

test('search narrows the list to matching articles', async ({ page }) => {
  await page.goto('/knowledgebase');
  await page.getByRole('searchbox').or(page.getByPlaceholder(/Поиск/)).first().fill('тендер');
  await page.keyboard.press('Enter');
  await expect(page.locator('main a[href^="/knowledgebase/"]').first()).toBeVisible();
});
