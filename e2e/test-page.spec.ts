import { expect, test } from '@playwright/test';
import { checkScreen } from './support/screen-check';

// «Подбор за минуту» (/test-page) on the real server and the demo catalogue: a guest in the site's frame answers
// with the project flow's pickers, reads why the best agency scores what it does, and «Продолжить» opens the
// project flow with the answers already there. At a phone's width and a desktop's.

for (const width of [360, 1280]) {
  test(`a guest matches in a minute and goes on with the answers at ${width} px`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: width < 600 ? 740 : 900 });
    await page.goto('/test-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Подбор за минуту' })).toBeVisible();
    // The site's header and footer around it.
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: /Подряд/ })
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const result = page.getByRole('region', { name: 'Результат подбора' });
    await expect(result).toHaveAttribute('aria-busy', 'false');
    const count = result.locator('.quick-result__count');
    await expect(count).toHaveText(/^Подход(?:ит|ят) \d+ агентств[оа]?$/);
    const everyone = Number((await count.textContent())!.replace(/\D/g, ''));

    await page.getByRole('combobox', { name: 'Добавить услугу' }).selectOption({ label: 'SMM' });
    await expect(page.getByRole('list', { name: 'Выбранные услуги' })).toContainText('SMM');
    await expect(count).not.toHaveText(new RegExp(`^Подход(?:ит|ят) ${everyone} `));
    await page.getByRole('checkbox', { name: 'Ритейл' }).check();
    await page.getByRole('combobox', { name: 'Страна' }).selectOption({ label: 'Россия' });
    await page.getByRole('button', { name: 'Добавить место' }).click();
    await expect(page.getByRole('list', { name: 'Выбранные места' })).toContainText(
      'Россия, вся страна',
    );
    await page
      .getByRole('combobox', { name: 'Бюджет проекта' })
      .selectOption({ label: '15-30 млн руб' });
    await expect(result.getByText(/^Бюджет «15-30 млн руб» подходит \d+ из \d+/)).toBeVisible();
    await expect(result).toHaveAttribute('aria-busy', 'false');
    if (width < 600) {
      // On a phone the count stays in sight below the long form and leads down to the result.
      const inSight = page.locator('.quick-match__count');
      await expect(inSight).toHaveText(/^Подход(?:ит|ят) \d+ агентств[оа]? — к результату$/);
      await expect(inSight).toBeInViewport();
      await page.screenshot({ path: 'screenshots/test-page-form-360.png' });
    }

    // The best agency's score, explained as the ranking explains it.
    const first = result
      .getByRole('list', { name: 'Лучшие агентства' })
      .getByRole('article')
      .first();
    await expect(first.getByRole('img', { name: /^Совпадение \d+ из 100$/ })).toBeVisible();
    await first.getByRole('button', { name: 'Почему подходит' }).click();
    const parts = first.locator('.score-parts li');
    await expect(parts.filter({ hasText: 'Услуги' })).toContainText(/\+\d+ из 25/);
    await expect(parts.filter({ hasText: 'Опыт в отрасли' })).toContainText(/\+\d+ из 20/);
    await checkScreen(page, testInfo, width);
    await page.screenshot({ path: `screenshots/test-page-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Продолжить' }).click();
    await expect(page).toHaveURL(/\/create-project$/);
    await expect(page.getByRole('list', { name: 'Выбранные услуги' })).toContainText('SMM');
    await page.screenshot({ path: `screenshots/test-page-continue-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Далее' }).click();
    await expect(page.getByRole('checkbox', { name: 'Ритейл' })).toBeChecked();
    await page.getByRole('button', { name: 'Далее' }).click();
    await expect(page.getByRole('list', { name: 'Выбранные места' })).toContainText(
      'Россия, вся страна',
    );
  });
}
