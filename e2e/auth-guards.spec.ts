import { expect, test, type Page } from '@playwright/test';
import { demo, logIn, sessionCookies } from './support/auth';

const loginBack = (path: string) =>
  new RegExp(`/auth/login\\?redirectTo=${encodeURIComponent(path).replace(/[?]/g, '\\?')}$`);

async function expectLanding(page: Page, from: string, to: RegExp) {
  await page.goto(from);
  await expect(page, `${from}`).toHaveURL(to);
}

test('a guest: role areas ask for login and come back after it', async ({ page }) => {
  for (const path of ['/panel/staff', '/dashboard/profile', '/notifications'])
    await expectLanding(page, path, loginBack(path));
  await expectLanding(page, '/create-company', /\/create-company$/);
  await expectLanding(page, '/create-company/industries', /\/create-company$/); // skipped steps
  await expectLanding(page, '/auth/register?variant=2', /\/create-company$/); // no company yet
  await expectLanding(page, '/auth/register?variant=5', /\/create-company$/);

  await expectLanding(page, '/dashboard/profile', loginBack('/dashboard/profile'));
  await logIn(page, demo.client);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByText('Хлебный дом')).toBeVisible();
});

test('a client is kept to the dashboard', async ({ page }) => {
  await logIn(page, demo.client);
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const path of ['/panel', '/panel/staff', '/auth/login', '/auth/register', '/create-company'])
    await expectLanding(page, path, /\/dashboard$/);
  await expectLanding(page, '/create-project', /\/create-project$/);
});

test('an executor is kept to the panel', async ({ page }) => {
  await logIn(page, demo.leader);
  await expect(page).toHaveURL(/\/panel$/);
  for (const path of [
    '/dashboard',
    '/dashboard/profile',
    '/notifications',
    '/performers/1',
    '/create-project',
    '/create-company',
    '/auth/login',
    '/auth/register?variant=2',
  ])
    await expectLanding(page, path, /\/panel$/);
});

test('logout clears the session here and on the server', async ({ page }) => {
  await logIn(page, demo.client);
  const { token } = await sessionCookies(page);
  await page.getByRole('link', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  expect(await sessionCookies(page)).toEqual({ user: null, token: null });
  await expectLanding(page, '/dashboard', loginBack('/dashboard'));
  // The refresh token of that login no longer works (the server blacklisted it).
  await expect
    .poll(async () => {
      const refreshed = await page.request.post('/auth/api/v1/jwt/refresh/', {
        data: { refresh: token?.refresh },
      });
      return refreshed.status();
    })
    .toBe(401);
});
