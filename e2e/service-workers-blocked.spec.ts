import { expect, test, type Page } from '@playwright/test';
import { demo, logIn } from './support/auth';

// Service workers blocked (a browser policy, some private modes): everything but offline works, and no page
// throws. Playwright's block stubs `register`, which then resolves to nothing and logs this warning.
test.use({ serviceWorkers: 'block' });

const REGISTRATION_BLOCKED = 'Service Worker registration blocked';

/** Opens `url` and waits until the app has tried to register its worker (after the load event). */
async function openAndTryWorker(page: Page, url: string) {
  const tried = page.waitForEvent('console', (message) =>
    message.text().includes(REGISTRATION_BLOCKED),
  );
  await page.goto(url);
  await tried;
  // A rejection nobody handles is reported once the page's tasks have run: let a few go by.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
}

test('the agency leader works in the panel and reads public pages without a service worker', async ({
  page,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await logIn(page, demo.leader);
  await expect(page).toHaveURL(/\/panel$/);

  await openAndTryWorker(page, '/panel/company-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Профиль компании' })).toBeVisible();
  const agency = page.getByRole('region', { name: 'Основные данные' });
  await expect(agency.getByText('Северный ветер', { exact: true })).toBeVisible();
  // The form's code loads on «Изменить»: that works without a worker too.
  await agency.getByRole('button', { name: 'Изменить' }).click();
  await expect(agency.getByLabel('Название агентства')).toHaveValue('Северный ветер');

  await openAndTryWorker(page, '/knowledgebase');
  await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible();
  await expect(page.locator('main a[href^="/knowledgebase/"]').first()).toBeVisible();

  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  expect(pageErrors).toEqual([]);
});
