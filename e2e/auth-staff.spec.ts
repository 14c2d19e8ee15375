import { expect, test } from '@playwright/test';
import { demo, logIn, STRONG_PASSWORD } from './support/auth';
import { appLinkIn, uniqueEmail, waitForMail } from './support/mail';

test('the leader invites a manager by name, who sets a password from the mail and works in the panel with a manager’s rights', async ({
  page,
}) => {
  test.setTimeout(90_000); // three logins, a mail, eight page loads and a save: longer than one screen's default
  const email = uniqueEmail('employee');
  await logIn(page, demo.leader);
  await expect(page).toHaveURL(/\/panel$/);
  await page.getByRole('complementary').getByRole('link', { name: 'Сотрудники' }).click();
  await expect(page.getByRole('heading', { name: 'Сотрудники', level: 1 })).toBeVisible();
  await expect(page.getByText('Мария Ковалёва')).toBeVisible();

  // The invitation form unfolds when asked for (its code loads then) and takes the focus.
  await page.getByRole('button', { name: 'Пригласить сотрудника' }).click();
  await expect(page.getByLabel('Имя', { exact: true })).toBeFocused();
  await page.getByLabel('Имя', { exact: true }).fill('Анна');
  await page.getByLabel('Фамилия', { exact: true }).fill('Смирнова');
  await page.getByLabel('Электронная почта').fill(email);
  await page.getByLabel('Роль', { exact: true }).click();
  // The option of antd's dropdown (the team's role pickers list that title too).
  await page.locator('.ant-select-item-option[title="Менеджер проектов"]').click();
  await page.getByRole('button', { name: 'Пригласить', exact: true }).click();
  await expect(page.getByText('Приглашение отправлено')).toBeVisible();
  const row = page.getByRole('listitem').filter({ hasText: email });
  await expect(row.getByText('Анна Смирнова')).toBeVisible();
  await expect(row.getByText('Ожидает')).toBeVisible();

  const mail = await waitForMail(email, /Приглашение в Подряд: агентство «Северный ветер»/);
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/); // logged out: the login page is shown
  await page.goto(appLinkIn(mail, 'reset'));
  await expect(page.getByRole('heading', { name: 'Задайте пароль' })).toBeVisible();
  await page.getByLabel('Новый пароль').fill(STRONG_PASSWORD);
  await page.getByLabel('Повторите пароль').fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Сохранить пароль' }).click();
  await expect(page.getByText('Пароль сохранён')).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'Войти' }).click();

  await logIn(page, email, STRONG_PASSWORD);
  await expect(page).toHaveURL(/\/panel$/);
  const menu = page.getByRole('complementary');
  await expect(menu.getByRole('link', { name: 'Профиль компании' })).toBeVisible();
  await menu.getByRole('link', { name: 'Сотрудники' }).click();
  // A manager invites too, but does not manage its own place in the team.
  await expect(page.getByRole('button', { name: 'Пригласить сотрудника' })).toBeVisible();
  await expect(row.getByText('Активен')).toBeVisible();
  await expect(row.getByRole('button')).toHaveCount(0);

  // A manager edits the agency's profile in place; putting it in the catalogue is the leader's.
  await menu.getByRole('link', { name: 'Профиль компании' }).click();
  const agency = page.getByRole('region', { name: 'Основные данные' });
  await agency.getByRole('button', { name: 'Изменить' }).click();
  await expect(agency.getByRole('switch')).toBeDisabled();
  await agency.getByLabel('Штат, человек').fill('86');
  await agency.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Профиль агентства обновлён')).toBeVisible();
  await expect(agency.getByText('86', { exact: true })).toBeVisible();
  await expect(agency.getByRole('button', { name: 'Изменить' })).toBeVisible();

  // The leader sees the employee active now, and removes it after a confirmation.
  await page.goto('/auth/logout');
  await expect(page).toHaveURL(/\/auth\/login/); // logged out: the login page is shown
  await logIn(page, demo.leader);
  await page.goto('/panel/staff');
  await expect(row.getByText('Активен')).toBeVisible();
  await row.getByRole('button', { name: `Удалить ${email}` }).click();
  await row
    .getByRole('group', { name: 'Удалить сотрудника?' })
    .getByRole('button', { name: 'Удалить' })
    .click();
  await expect(page.getByText(email)).toHaveCount(0);
});
