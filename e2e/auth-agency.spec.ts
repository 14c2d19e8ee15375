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
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Введите название')).toBeVisible();
  await expect(page.getByLabel('Название агентства')).toBeFocused(); // the first wrong field
  await page.getByLabel('Название агентства').fill('Северное сияние');
  await page.getByLabel('ИНН').fill('7707083894');
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Неверный ИНН: не сходится контрольное число.')).toBeVisible();
  await page.getByLabel('ИНН').fill('7707083893');
  // The city by keyboard: type, walk the server's answer with the arrows, Enter.
  const city = page.getByRole('combobox', { name: 'Город' });
  await city.pressSequentially('Каза');
  await expect(page.getByRole('option')).toHaveText(['Казань']);
  await city.press('ArrowDown');
  await expect(city).toHaveAttribute('aria-activedescendant', /.+/);
  await city.press('Enter');
  await expect(city).toHaveValue('Казань');
  await expect(city).toHaveAttribute('aria-expanded', 'false');
  await page.getByLabel('Год основания').fill('2015');
  await page.reload(); // the draft survives
  await expect(page.getByLabel('Название агентства')).toHaveValue('Северное сияние');
  await expect(city).toHaveValue('Казань');
  await expect(page.getByLabel('Год основания')).toHaveValue('2015');
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByText('Регистрация компании 2/4')).toBeVisible();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Выберите хотя бы одну услугу')).toBeVisible();
  await page.getByLabel('Добавить услугу').selectOption('Маркетинговая стратегия');
  await page.getByLabel('Добавить услугу').selectOption('SMM');
  await page.getByRole('button', { name: 'Убрать услугу «SMM»' }).click();
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByText('Укажите стоимость для каждой услуги')).toBeVisible();
  const price = page.getByRole('combobox', { name: 'Стоимость: Маркетинговая стратегия' });
  await expect(price).toBeFocused();
  await price.selectOption('до 300 тыс. ₽');
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByText('Регистрация компании 3/4')).toBeVisible();
  await page.getByText('Ритейл', { exact: true }).click();
  await page.getByRole('checkbox', { name: 'FMCG' }).check();
  await page.getByRole('link', { name: 'Назад' }).click(); // back and forth keeps the choices
  await expect(page.getByText('Регистрация компании 2/4')).toBeVisible();
  await expect(price).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Далее' }).click();
  await expect(page.getByRole('checkbox', { name: 'Ритейл' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'FMCG' })).toBeChecked();
  await page.getByRole('button', { name: 'Далее' }).click();

  await expect(page.getByText('Регистрация компании 4/4')).toBeVisible();
  await page.getByLabel('О компании').fill('Коротко');
  await page.getByRole('button', { name: 'Перейти к регистрации' }).click();
  await expect(page.getByText('Хотя бы 20 символов')).toBeVisible();
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
