import { expect, test, type Page } from '@playwright/test';
import { demo, useSessionOf } from './support/auth';
import { chooseOption } from './support/select';

// The company profile's lists on the real server, as the demo agency's leader sees them: they fit a phone
// and a desktop (a screenshot of each is kept in screenshots/), and a change goes to the server and back.

const PAGE = '/panel/company-profile';

async function openAs(page: Page, email: string, width: number) {
  await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
  await useSessionOf(page, email);
  await page.goto(PAGE);
  const services = page.getByRole('region', { name: 'Услуги' });
  await expect(services.getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

for (const width of [360, 1280]) {
  test(`the lists fit ${width} px, with a form open too`, async ({ page }) => {
    await openAs(page, demo.leader, width);
    for (const title of ['Услуги', 'Отрасли', 'География', 'Языки', 'Клиенты'])
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    expect(await overflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await page.screenshot({ path: `screenshots/company-profile-${width}.png`, fullPage: true });

    const clients = page.getByRole('region', { name: 'Клиенты' });
    await clients.getByRole('button', { name: 'Добавить клиента' }).click();
    const form = clients.getByRole('form', { name: 'Новый клиент' });
    await expect(form.getByRole('button', { name: 'Добавить' })).toBeVisible();
    expect(await overflow(page), 'horizontal overflow in px').toBeLessThanOrEqual(0);
    await clients.screenshot({ path: `screenshots/company-profile-client-form-${width}.png` });
  });
}

test('the leader adds a language and removes it; a specialist sees the list without actions', async ({
  page,
  browser,
}) => {
  await openAs(page, demo.leader, 1280);
  const languages = page.getByRole('region', { name: 'Языки' });
  await languages.getByRole('button', { name: 'Добавить язык' }).click();
  const form = languages.getByRole('form', { name: 'Новый язык' });
  await chooseOption(form.getByLabel('Язык'), 'Грузин', 'Грузинский');
  await form.getByRole('button', { name: 'Добавить' }).click();
  await expect(languages.getByRole('listitem').filter({ hasText: 'Грузинский' })).toBeVisible();

  const other = await browser.newPage();
  await openAs(other, demo.specialist, 1280);
  const readOnly = other.getByRole('region', { name: 'Языки' });
  await expect(readOnly.getByRole('listitem').filter({ hasText: 'Грузинский' })).toBeVisible();
  await expect(other.getByRole('region', { name: 'Услуги' }).getByRole('button')).toHaveCount(0);
  await expect(readOnly.getByRole('button')).toHaveCount(0);
  await other.close();

  await languages.getByRole('button', { name: 'Удалить язык „Грузинский“' }).click();
  await expect(languages.getByRole('listitem').filter({ hasText: 'Грузинский' })).toHaveCount(0);
  await expect(languages.getByRole('button', { name: 'Добавить язык' })).toBeFocused();
});
