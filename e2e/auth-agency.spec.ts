import { expect, test } from '@playwright/test';
import { fillRegistration, logIn, sessionCookies, STRONG_PASSWORD } from './support/auth';
import { appLinkIn, uniqueEmail, waitForMail } from './support/mail';

test('an agency walks the 4-step company flow, registers, activates and lands in the panel', async ({
  page,
}) => {
  test.setTimeout(90_000); // four steps, registration, a mail and a login: longer than one screen's default
  const email = uniqueEmail('agency');
  await page.goto('/create-company');
  await expect(page.getByText('Регистрация компании 1/4')).toBeVisible();
  await page.getByLabel('Название агентства').fill('Северное сияние');
  await page.getByLabel('ИНН').fill('7707083893');
  await page.getByLabel('Город').fill('Каза');
  await page.getByTitle('Казань').click();
  await page.getByLabel('Год основания').fill('2015');
  await page.reload(); // the draft survives
  await expect(page.getByLabel('Название агентства')).toHaveValue('Северное сияние');
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByText('Регистрация компании 2/4')).toBeVisible();
  await page.getByLabel('Услуги').fill('Маркетинговая стратегия');
  await page.getByTitle('Маркетинговая стратегия').click();
  await page.getByRole('heading', { name: 'Выбор услуг' }).click(); // close the list
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Укажите стоимость для каждой услуги')).toBeVisible();
  await page.getByLabel('Стоимость: Маркетинговая стратегия').click();
  await page.getByTitle('до 300 тыс. ₽').click();
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByText('Регистрация компании 3/4')).toBeVisible();
  await page.getByText('Ритейл', { exact: true }).click();
  await page.getByText('FMCG', { exact: true }).click();
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByText('Регистрация компании 4/4')).toBeVisible();
  await page
    .getByLabel('О компании')
    .fill('Стратегии и запуск брендов для ритейла и FMCG с 2015 года.');
  await page.getByRole('button', { name: 'Перейти к регистрации' }).click();

  await expect(page).toHaveURL(/\/auth\/register\?variant=2$/);
  await expect(page.getByText(/«Северное сияние»/)).toBeVisible();
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Зарегистрировать агентство' }).click();
  await expect(page.getByText('Проверьте почту')).toBeVisible();

  const mail = await waitForMail(email, /Подтвердите регистрацию/);
  await page.goto(appLinkIn(mail, 'login'));
  await expect(page.getByText('Аккаунт активирован, войдите')).toBeVisible();
  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/panel$/);
  expect((await sessionCookies(page)).user?.accountTypes).toEqual([
    expect.objectContaining({ name: 'contractor' }),
  ]);

  // Everything of the flow reached the server in that one request.
  await page.goto('/panel/company-profile');
  const agency = page.getByRole('region', { name: 'Основные данные' });
  await expect(agency.getByText('Северное сияние')).toBeVisible();
  await expect(agency.getByText('7707083893')).toBeVisible();
  await expect(agency.getByText('2015', { exact: true })).toBeVisible();
  await expect(agency.getByText('Казань')).toBeVisible();
  await expect(
    agency.getByText('Стратегии и запуск брендов для ритейла и FMCG с 2015 года.'),
  ).toBeVisible();

  // The flow was forgotten after registering: a fresh start.
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/); // logged out: the login page is shown
  await page.goto('/create-company');
  await expect(page.getByLabel('Название агентства')).toHaveValue('');
});
