import { expect, test } from '@playwright/test';

// «Подбор за минуту» (/test-page): a guest on a phone answers the questions and sees at once how many agencies
// fit and the best of them, counted by the server on the demo catalogue.

test('a guest on a phone sees how many agencies fit and the best three, then goes to one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/test-page');
  await expect(page.getByRole('heading', { name: 'Подбор за минуту' })).toBeVisible();
  const result = page.getByRole('region', { name: 'Результат подбора' });
  const count = result.locator('.quick-result__count');
  await expect(count).toHaveText(/^Подход(?:ит|ят) \d+ агентств[оа]?$/);
  const everyone = Number((await count.textContent())!.replace(/\D/g, ''));

  await page.getByRole('combobox', { name: 'Услуга' }).selectOption({ label: 'SMM' });
  await expect(count).not.toHaveText(new RegExp(`^Подход(?:ит|ят) ${everyone} `));
  await expect(count).toHaveText(/^Подход(?:ит|ят) \d+/);
  const top = result.getByRole('list', { name: 'Лучшие агентства' });
  await expect(top.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('combobox', { name: 'Бюджет' }).selectOption({ label: 'менее 15 млн руб' });
  await expect(result.getByText(/^Бюджет «менее 15 млн руб» подходит \d+ из \d+/)).toBeVisible();

  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(360);
  await page.screenshot({ path: 'test-results/quick-match-360.png', fullPage: true });

  const first = top.getByRole('link').first();
  const name = (await first.textContent())!;
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});
