import { expect, test } from '@playwright/test';
import { fillRegistration, logIn, sessionCookies, STRONG_PASSWORD } from './support/auth';
import { appLinkIn, uniqueEmail, waitForMail } from './support/mail';

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

test('a taken email is said under the field', async ({ page }) => {
  await page.goto('/auth/register');
  await fillRegistration(page, 'client@podryad.example');
  await page.getByRole('button', { name: 'Зарегистрироваться' }).click();
  await expect(page.getByText('Пользователь с таким email уже существует.')).toBeVisible();
});
