import { expect, test, type APIRequestContext } from '@playwright/test';
import { demo, DEMO_PASSWORD, logIn, STRONG_PASSWORD } from './support/auth';
import { appLinkIn, uniqueEmail, waitForMail } from './support/mail';
import { indexedDbDump, waitForWorker } from './pwa-support';

// Live notifications as a user meets them: the demo's list and bell, one arriving while the page is open
// (an employee the leader invited joins the team), the list and bell after an offline reload, and a mark made
// offline reaching the server once on reconnect.

const LIST = '/notification/api/v1/notifications/';

async function accessTokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/auth/api/v1/jwt/create/', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access: string }).access;
}

/** A surname no earlier run used (the e2e database lives as long as the server). */
const uniqueSurname = () => {
  const syllables = ['ко', 'ра', 'ми', 'ле', 'ту', 'на', 'со', 'ви', 'ды', 'ше'];
  const pick = () => syllables[Math.floor(Math.random() * syllables.length)]!;
  const stem = `${pick()}${pick()}${pick()}${pick()}`;
  return `${stem[0]!.toUpperCase()}${stem.slice(1)}ва`;
};

/** The leader invites someone through the API, who sets a password from the mail: they have joined. */
async function inviteAndJoin(
  request: APIRequestContext,
  leaderToken: string,
  email: string,
  lastName: string,
) {
  const headers = { Authorization: `Bearer ${leaderToken}` };
  const roles = (await (await request.get('/accounts/api/v1/roles/', { headers })).json()) as {
    results: Array<{ id: number; name: string }>;
  };
  const specialist = roles.results.find((role) => role.name === 'specialist')!;
  const invited = await request.post('/accounts/api/v1/contractor-accounts-lider/', {
    headers,
    data: { email, role: specialist.id, first_name: 'Ольга', last_name: lastName },
  });
  expect(invited.status(), await invited.text()).toBe(201);
  const link = new URL(
    appLinkIn(await waitForMail(email, /Приглашение в Подряд/), 'reset'),
    'http://x',
  );
  const joined = await request.post('/auth/api/v1/users/reset_password_confirm/', {
    data: {
      uid: link.searchParams.get('uid'),
      token: link.searchParams.get('token'),
      new_password: STRONG_PASSWORD,
    },
  });
  expect(joined.status()).toBe(204);
}

test('a leader sees the list and the bell, and a colleague joining arrives live with a toast', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await logIn(page, demo.leader);
  await page.goto('/panel/notifications');
  await expect(page.getByRole('heading', { name: 'Уведомления', level: 1 })).toBeVisible();
  const list = page.locator('.notifications-day');
  await expect(list.first()).toBeVisible();
  const bell = page.getByRole('banner').getByRole('link', { name: /^Уведомления/ });
  await expect(bell).toHaveAttribute('aria-label', /Уведомления: \d+ непрочитанн/);
  const before = Number(/(\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')![1]);

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `screenshots/panel-notifications-${width}.png`, fullPage: true });
  }

  const lastName = uniqueSurname();
  await inviteAndJoin(
    request,
    await accessTokenOf(request, demo.leader),
    uniqueEmail('joined'),
    lastName,
  );
  // The socket brings it: no reload.
  const fresh = page
    .getByRole('listitem')
    .filter({ hasText: `Ольга ${lastName} принимает приглашение` });
  await expect(fresh).toBeVisible();
  await expect(fresh.getByRole('link', { name: 'Новый сотрудник в команде' })).toHaveAttribute(
    'href',
    '/panel/staff',
  );
  await expect(
    page.locator('.toast').filter({ hasText: 'Новый сотрудник в команде' }),
  ).toBeVisible();
  await expect(bell).toHaveAttribute('aria-label', `Уведомления: ${before + 1} непрочитанных`);
});

test('offline: the list and bell stay after a reload, and a mark made offline reaches the server once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  await logIn(page, demo.client);
  await page.goto('/notifications');
  const unreadButtons = page.getByRole('button', { name: /^Отметить прочитанным: / });
  await expect(unreadButtons.first()).toBeVisible();
  await waitForWorker(page);
  const bell = page.getByRole('banner').getByRole('link', { name: /^Уведомления/ });
  await expect(bell).toHaveAttribute('aria-label', /\d+ непрочитанн/);
  const label = (await bell.getAttribute('aria-label'))!;
  const count = Number(/(\d+)/.exec(label)![1]);
  const title = ((await unreadButtons.first().getAttribute('aria-label')) ?? '').replace(
    'Отметить прочитанным: ',
    '',
  );
  // Saved to IndexedDB a moment after it arrives (saves are throttled).
  await expect.poll(() => indexedDbDump(page), { timeout: 20_000 }).toContain(title);

  await context.setOffline(true);
  await page.reload();
  // Titles repeat (the tender journeys leave several «Новое предложение»): the newest comes first.
  await expect(unreadButtons.first()).toHaveAttribute(
    'aria-label',
    `Отметить прочитанным: ${title}`,
  );
  await expect(bell).toHaveAttribute('aria-label', label);

  // What reached the server: answered requests (the attempt made offline never left the browser).
  const patches: string[] = [];
  page.on('response', (response) => {
    const req = response.request();
    if (req.method() === 'PATCH' && req.url().includes(LIST)) patches.push(req.url());
  });
  await unreadButtons.first().click();
  await expect(bell).toHaveAttribute(
    'aria-label',
    count - 1 > 0 ? new RegExp(`Уведомления: ${count - 1} `) : 'Уведомления',
  );

  await context.setOffline(false);
  await expect.poll(() => patches.length).toBe(1);
  const token = await accessTokenOf(request, demo.client);
  const markedId = Number(/\/(\d+)\/?$/.exec(new URL(patches[0]!).pathname)![1]);
  expect(markedId).toBeGreaterThan(0);
  // Every unread one, page by page (the journeys before this one leave the client many).
  const unread: number[] = [];
  for (let url: string | null = `${LIST}?unread=true&page_size=100`; url !== null;) {
    const page = (await (
      await request.get(url, { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { next: string | null; results: Array<{ id: number }> };
    unread.push(...page.results.map((item) => item.id));
    url = page.next;
  }
  expect(unread).not.toContain(markedId);
  await page.waitForTimeout(500); // a reconnect's flush finds nothing left to send
  expect(patches).toHaveLength(1);
});
