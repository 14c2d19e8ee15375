import { expect, test } from '@playwright/test';

test('a legal page opens from the footer and reads as a real document', async ({ page }) => {
  await page.goto('/');
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: 'Политика конфиденциальности' })
    .click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Политика конфиденциальности');
  await expect(page.getByText(/Редакция от/)).toBeVisible();
  expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(5);
});

test.describe('guards for a guest', () => {
  for (const path of ['/dashboard', '/notifications', '/panel', '/performers/1']) {
    test(`${path} sends a guest to login and back afterwards`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/auth/login\\?redirectTo=${encodeURIComponent(path)}`),
      );
    });
  }

  test('guests may start a project and register an agency', async ({ page }) => {
    await page.goto('/create-project');
    await expect(page).toHaveURL(/\/create-project$/);
    await page.goto('/create-company');
    await expect(page).toHaveURL(/\/create-company$/);
  });
});
