import { expect, test } from '@playwright/test';
import { fillRegistration, logIn, sessionCookies, STRONG_PASSWORD } from './support/auth';
import { appLinkIn, countMails, uniqueEmail, waitForMail } from './support/mail';

test('a client registers, activates from the mail, logs in, lands in the dashboard and fills its profile', async ({
  page,
}) => {
  test.setTimeout(60_000); // a registration, a mail, a login and two saves: more than one screen's 30 s
  const email = uniqueEmail('client');
  await page.goto('/auth/register');
  await expect(page.getByRole('heading', { name: 'Регистрация заказчика' })).toBeVisible();
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Проверьте почту')).toBeVisible();

  const mail = await waitForMail(email, /Подтвердите регистрацию/);
  await page.goto(appLinkIn(mail, 'login'));
  await expect(page.getByText('Аккаунт активирован, войдите')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login$/); // the one-use token left the address bar
  await expect(page.getByLabel('Электронная почта')).toHaveValue(email); // filled in from the link

  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 }); // after a login: see support/auth.ts
  const { user, token } = await sessionCookies(page);
  expect(user?.accountTypes).toEqual([expect.objectContaining({ name: 'client' })]);
  expect(typeof token?.access).toBe('string');

  // The profile shows the login; the client gives its name in place.
  await page.goto('/dashboard/profile');
  await expect(page.getByText(email)).toBeVisible();
  const person = page.getByRole('region', { name: 'О вас' });
  await person.getByRole('button', { name: 'Изменить' }).click();
  await person.getByLabel('Имя').fill('Вера');
  await person.getByLabel('Должность').fill('Руководитель отдела закупок');
  await person.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Имя и должность обновлены')).toBeVisible();
  await expect(person.getByText('Руководитель отдела закупок')).toBeVisible();
  await expect(person.getByRole('button', { name: 'Изменить' })).toBeFocused();

  // It has no company yet: the profile offers to add it, and the company page opens in its form.
  await expect(page.getByText('Ещё не добавлена')).toBeVisible();
  await page.getByRole('link', { name: 'Добавить компанию' }).click();
  await page.getByLabel('Название компании').fill('Пекарня «Колос»');
  await page.getByLabel('ИНН').fill('5003052454');
  await page.getByRole('button', { name: 'Создать компанию' }).click();
  await expect(page.getByText('Компания Пекарня «Колос» добавлена в ваш профиль')).toBeVisible();
  const company = page.getByRole('region', { name: 'Основные данные' });
  await expect(company.getByText('5003052454')).toBeVisible();
  await expect(company.getByRole('button', { name: 'Изменить' })).toBeVisible();
});

test('logging in before activating offers the mail again; its link, opened twice, ends in the dashboard', async ({
  page,
}) => {
  test.setTimeout(90_000); // a registration, two mails and a login
  const email = uniqueEmail('early');
  const ACTIVATION = /Подтвердите регистрацию/;
  await page.goto('/auth/register');
  await fillRegistration(page, email);
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Проверьте почту')).toBeVisible();
  await waitForMail(email, ACTIVATION);

  // The mail went unread: the new client tries to log in.
  await page.goto('/auth/login');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Пароль', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Аккаунт ещё не активирован' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Отправить письмо ещё раз' }).click();
  await expect(page.getByText(`Письмо со ссылкой отправлено на ${email}.`)).toBeVisible();
  await expect.poll(() => countMails(email, ACTIVATION)).toBe(2);

  const link = appLinkIn(await waitForMail(email, ACTIVATION), 'login');
  await page.goto(link);
  await expect(page.getByText('Аккаунт активирован, войдите')).toBeVisible();

  // The same link again (a second click in the mail): the account is active, log in.
  await page.goto(link);
  await expect(page.getByText('Аккаунт уже активирован')).toBeVisible();
  await expect(page.getByText('Не удалось активировать аккаунт')).toHaveCount(0);
  await expect(page.getByLabel('Электронная почта')).toHaveValue(email);
  await page.getByLabel('Пароль', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 }); // after a login: see support/auth.ts
});

test('a taken email is said under the field', async ({ page }) => {
  await page.goto('/auth/register');
  await fillRegistration(page, 'client@podryad.example');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Пользователь с таким email уже существует.')).toBeVisible();
});
