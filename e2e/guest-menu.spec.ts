import { expect, test } from '@playwright/test';
import { demo, logIn } from './support/auth';

// A guest or a logged-in person on a phone reaches the site's pages from the header's menu, not only from the
// footer; a logged-in person also logs out there.

test('on a phone a guest opens the menu and goes to the knowledge base', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'База знаний' })).toBeHidden();
  const button = header.getByRole('button', { name: 'Меню', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  const box = await button.boundingBox();
  expect(box?.width).toBeGreaterThanOrEqual(24);
  expect(box?.height).toBeGreaterThanOrEqual(24);

  await button.click();
  const menu = page.getByRole('navigation', { name: 'Меню сайта' });
  await expect(menu.getByRole('link')).toHaveText([
    'Как это работает',
    'Агентства',
    'База знаний',
    'Войти',
    'Регистрация',
    'Регистрация агентства',
    'Создать проект',
  ]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'screenshots/guest-menu-open-360.png' });

  await menu.getByRole('link', { name: 'База знаний' }).click();
  await expect(page).toHaveURL(/\/knowledgebase$/);
  await expect(page.getByRole('heading', { level: 1, name: 'База знаний' })).toBeVisible();
  await expect(menu).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  // The keyboard: Enter opens it, Escape closes it and leaves the focus on the button.
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
});

test('on a desktop the header shows its links and no menu button', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'База знаний' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Войти' })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Меню', exact: true })).toBeHidden();
  await page.screenshot({ path: 'screenshots/guest-menu-desktop-1280.png' });
});

test('on a phone a logged-in person opens the menu, goes to the catalogue and logs out', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logIn(page, demo.client);
  await page.goto('/knowledgebase');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Выйти' })).toBeHidden();
  await expect(header.getByRole('link', { name: 'Личный кабинет' })).toBeHidden();
  const button = header.getByRole('button', { name: 'Меню сайта', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await page.screenshot({ path: 'screenshots/user-menu-closed-360.png' });

  await button.click();
  const menu = page.getByRole('navigation', { name: 'Меню сайта' });
  await expect(menu.getByRole('link')).toHaveText([
    'Как это работает',
    'Агентства',
    'База знаний',
    'Уведомления',
    'Личный кабинет',
    'Выйти',
  ]);
  for (const link of await menu.getByRole('link').all()) {
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'screenshots/user-menu-open-360.png' });

  await menu.getByRole('link', { name: 'Агентства' }).click();
  await expect(page).toHaveURL(/\/list$/);
  await expect(menu).toBeHidden();

  await button.click();
  await menu.getByRole('link', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await page.goto('/list');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Меню', exact: true }),
  ).toBeVisible();
});

test('on a desktop a logged-in person’s header keeps its buttons and has no menu button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, demo.client);
  await page.goto('/knowledgebase');
  const header = page.getByRole('banner');
  for (const name of ['Агентства', 'База знаний', 'Личный кабинет', 'Выйти']) {
    await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(header.getByRole('button', { name: 'Меню сайта' })).toBeHidden();
  // Nothing wraps or sticks out: the header is one 64 px row.
  expect((await header.boundingBox())?.height).toBeLessThanOrEqual(65);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'screenshots/user-menu-desktop-1280.png' });
});
