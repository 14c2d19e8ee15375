import { expect, test, type Page } from '@playwright/test';
import { demo, fillRegistration, logIn, STRONG_PASSWORD, useSessionOf } from './support/auth';
import { appLinkIn, uniqueEmail, waitForMail } from './support/mail';
import { waitForWorker } from './pwa-support';
import { FITS_FORMS, pluralForm } from '../contract/plural';
import { quoteName } from '../contract/quote';

// The project flow on the real server: a guest describes a project on a phone, loses the network on a step,
// registers, activates from the mail in another tab and lands on the project's ranked performers; a client
// with a company goes straight from the last step into the project.

const EXCLUDED = 'SMM-агентство «Соль»';

/** A valid 10-digit ИНН no earlier run has used: 9 digits, then the check digit. */
function freshInn(): string {
  const base = String(100_000_000 + Math.floor(Math.random() * 899_999_999));
  const weights = [2, 4, 10, 3, 5, 9, 4, 6, 8];
  const check = (weights.reduce((sum, w, i) => sum + w * Number(base[i]), 0) % 11) % 10;
  return base + String(check);
}

const next = (page: Page) => page.getByRole('button', { name: 'Далее' }).click();
// «Подходит 1 агентство», «Подходят 3 агентства»: the verb agrees with the count.
const FITS = /Подход(?:ит|ят) (\d+) агентств/;
/** The count once the step's own answer is in: not «Считаем…», not the last draft's number. */
async function fitting(page: Page): Promise<number> {
  await expect(count(page)).toHaveAttribute('aria-busy', 'false');
  await expect(count(page)).toContainText(FITS);
  return Number(FITS.exec((await count(page).textContent()) ?? '')?.[1]);
}
const count = (page: Page) => page.getByRole('complementary', { name: 'Подходящие агентства' });
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('a guest describes a project on a phone, registers, activates and lands on its performers', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000); // six steps, an offline reload, registration, a mail and a login
  await page.setViewportSize({ width: 360, height: 740 });
  const email = uniqueEmail('client');
  await page.goto('/create-project');
  await expect(page.getByText('Заполнение проекта')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Что нужно сделать' })).toBeVisible();
  await next(page);
  await expect(page.getByText('Выберите хотя бы одну услугу')).toBeVisible();
  await page.getByLabel('Добавить услугу').selectOption('SMM');
  await expect(count(page)).toContainText(FITS);
  await page.screenshot({ path: 'screenshots/create-project-360.png', fullPage: true });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await next(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Отрасль проекта' })).toBeVisible();
  await page.getByText('Ритейл', { exact: true }).click();
  await next(page);

  await expect(
    page.getByRole('heading', { level: 1, name: 'Каким должен быть исполнитель' }),
  ).toBeVisible();
  const before = await fitting(page);
  await page.getByLabel('Найти агентство по названию').fill('Соль');
  await page.getByRole('button', { name: `Исключить ${quoteName(EXCLUDED)}` }).click();
  await expect(page.getByRole('list', { name: 'Исключены' })).toContainText(EXCLUDED);
  await expect(count(page)).toContainText(`${pluralForm(before - 1, FITS_FORMS)} ${before - 1} `);
  await page.screenshot({ path: 'screenshots/create-project-executor-360.png', fullPage: true });
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  await next(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Ваша компания' })).toBeVisible();
  await page.getByLabel('Название компании').fill('Пекарни «Колос»');
  await page.getByLabel('ИНН').fill(freshInn());
  const city = page.getByRole('combobox', { name: 'Город' });
  await city.pressSequentially('Каза');
  await expect(page.getByRole('option')).toHaveText(['Казань']);
  await city.press('ArrowDown');
  await city.press('Enter');
  await expect(city).toHaveValue('Казань');
  await waitForWorker(page); // the shell is cached: what a reload offline is served from

  // The network goes: the step reloads from the cache with everything typed, and says it cannot count.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByLabel('Название компании')).toHaveValue('Пекарни «Колос»');
  await expect(count(page)).toContainText('Нет связи');
  await context.setOffline(false);
  await expect(count(page)).toContainText(FITS);
  await next(page);

  await expect(page.getByRole('heading', { level: 1, name: 'Бюджет по услугам' })).toBeVisible();
  await next(page);
  await expect(page.getByText('Укажите бюджет для каждой услуги')).toBeVisible();
  await page.getByRole('combobox', { name: 'Стоимость: SMM' }).selectOption({ index: 2 });
  await next(page);

  await expect(page.getByRole('heading', { level: 1, name: 'О проекте' })).toBeVisible();
  await page.getByLabel('Название проекта').fill('Соцсети для пекарен «Колос»');
  await page.getByLabel('Бюджет проекта').selectOption('менее 15 млн руб');
  await expect(count(page)).toContainText(/Бюджет «менее 15 млн руб» подходит \d+ из \d+/);
  await page.screenshot({ path: 'screenshots/create-project-about-360.png', fullPage: true });
  await page.getByRole('button', { name: 'Перейти к регистрации' }).click();

  await expect(page).toHaveURL(/\/auth\/register$/);
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Проверьте почту')).toBeVisible();

  // The activation link opens in another tab of the same browser: the draft is there too.
  const mail = await waitForMail(email, /Подтвердите регистрацию/);
  const tab = await context.newPage();
  await tab.setViewportSize({ width: 360, height: 740 });
  await tab.goto(appLinkIn(mail, 'login'));
  await expect(tab.getByText('Аккаунт активирован, войдите')).toBeVisible();
  await logIn(tab, email, STRONG_PASSWORD);
  await expect(tab).toHaveURL(/\/performers\/\d+$/);
  await expect(tab.getByRole('article').first()).toBeVisible();
  await expect(tab.getByRole('heading', { name: EXCLUDED })).toHaveCount(0);

  // The project is the client's, with what the guest typed: nothing retyped.
  await tab.goto('/dashboard');
  await expect(
    tab.getByRole('article').filter({ hasText: 'Соцсети для пекарен «Колос»' }),
  ).toBeVisible();
});

test('a client with a company skips the company step and finishes straight into the project', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await useSessionOf(page, demo.client);
  await page.goto('/create-project');
  await page.getByLabel('Добавить услугу').selectOption('SMM');
  await next(page);
  await next(page);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Каким должен быть исполнитель' }),
  ).toBeVisible();
  await next(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Бюджет по услугам' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Стоимость: SMM' }).selectOption({ index: 1 });
  await next(page);
  await page.getByLabel('Название проекта').fill('Проект из мастера');
  await page.getByRole('button', { name: 'Создать проект' }).click();
  await expect(page).toHaveURL(/\/performers\/\d+$/);
  const id = /\/performers\/(\d+)/.exec(page.url())?.[1];
  // Put the demo data back: the project is removed through the API.
  const token = JSON.parse(
    decodeURIComponent((await page.context().cookies()).find((c) => c.name === 'token')!.value),
  ) as { access: string };
  const removed = await page.request.delete(`/project/api/v1/projects/${id}/`, {
    headers: { Authorization: `Bearer ${token.access}` },
  });
  expect(removed.status()).toBe(204);
});
