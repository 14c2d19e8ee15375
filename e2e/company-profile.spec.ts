import { expect, test, type Page } from '@playwright/test';
import { demo, useSessionOf } from './support/auth';

// The agency's profile editor against the real server: the logo and the cases with their files (the screen
// walk, a11y.spec.ts, checks the editor and the panel's home at both widths).

/** A 2 × 2 PNG, red: an image the server accepts (it re-encodes it to WebP). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

const settled = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('status', { name: 'Загрузка' })).toHaveCount(0);
};

test('the leader sets a logo, adds a case with a file, then removes them', async ({ page }) => {
  test.setTimeout(60_000);
  await useSessionOf(page, demo.leader);
  await page.goto('/panel/company-profile');
  await settled(page);

  const logo = page.getByRole('region', { name: 'Логотип' });
  await logo.getByLabel('Файл логотипа').setInputFiles(png('знак.png'));
  await expect(logo.getByRole('img', { name: /^Логотип агентства/ })).toBeVisible();
  await logo.getByRole('button', { name: 'Удалить логотип' }).click();
  await logo
    .getByRole('group', { name: 'Удалить логотип?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(logo.getByText('Нет логотипа')).toBeVisible();

  const cases = page.getByRole('region', { name: 'Кейсы' });
  await cases.getByRole('button', { name: 'Добавить кейс' }).click();
  const form = cases.getByRole('group', { name: 'Новый кейс' });
  await expect(form.getByLabel('Название кейса')).toBeFocused();
  await form.getByLabel('Название кейса').fill('Проверочный кейс e2e');
  await form.getByLabel(/^Год/).fill('2024');
  await form.getByLabel(/^Название клиента/).fill('Пекарня «Колос»');
  await form.getByRole('button', { name: 'Добавить кейс' }).click();
  const item = cases.getByRole('listitem', { name: 'Проверочный кейс e2e' });
  await expect(item.getByText('Клиент: Пекарня «Колос»')).toBeVisible();

  await item.getByLabel('Файлы для кейса «Проверочный кейс e2e»').setInputFiles(png('фасад.png'));
  const files = item.getByRole('list', { name: 'Файлы кейса «Проверочный кейс e2e»' });
  await expect(files.getByRole('link', { name: 'фасад.webp' })).toBeVisible();
  await files.getByRole('button', { name: 'Удалить файл «фасад.webp»' }).click();
  await files
    .getByRole('group', { name: 'Удалить файл?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(files).toHaveCount(0);

  await item.getByRole('button', { name: 'Удалить кейс «Проверочный кейс e2e»' }).click();
  await item
    .getByRole('group', { name: 'Удалить кейс?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(item).toHaveCount(0);
});
