import { expect, test } from '@playwright/test';
import { fillRegistration, logIn, sessionCookies, STRONG_PASSWORD } from './support/auth';
import { appLinkIn, countMails, uniqueEmail, waitForMail } from './support/mail';

test('a client registers, activates from the mail, logs in and lands in the dashboard', async ({
  page,
}) => {
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
  await expect(page).toHaveURL(/\/dashboard$/);
  const { user, token } = await sessionCookies(page);
  expect(user?.accountTypes).toEqual([expect.objectContaining({ name: 'client' })]);
  expect(typeof token?.access).toBe('string');

  // The new client has no company yet: the profile offers to add it.
  await page.goto('/dashboard/profile');
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Ещё не добавлена')).toBeVisible();
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
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a taken email is said under the field', async ({ page }) => {
  await page.goto('/auth/register');
  await fillRegistration(page, 'client@podryad.example');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Пользователь с таким email уже существует.')).toBeVisible();
});
