import { expect, test } from '@playwright/test';

test.describe('404 page', () => {
  test('desktop: the full text, a warning in the console, and a way back', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404); // rendered on the server with a real status
    await expect(
      page.getByRole('heading', { name: 'Запрашиваемая вами страница не найдена' }),
    ).toBeVisible();
    await expect(page.getByText(/удалена или никогда не существовала/)).toBeVisible();
    await expect.poll(() => warnings).toContain('Page not found: /no/such/page'); // written after hydration

    await page.getByRole('link', { name: 'На главную', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('mobile: the short text; the picture also leads home', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/nothing-here');
    await expect(page.getByRole('heading', { name: 'Ничего не найдено' })).toBeVisible();
    await expect(page.getByText('Запрашиваемая вами страница не найдена')).toHaveCount(0);
    await page.getByRole('link', { name: 'Вернуться на главную' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
