import { expect, test, type Page } from '@playwright/test';
import { demo, useSessionOf } from './support/auth';
import { waitForWorker } from './pwa-support';

// The «Уведомления» section of the profiles (a choice kept on the server) and the worker's push handling:
// a push delivered through the DevTools protocol, as a push service would, becomes a notification.

const PREFERENCES = '/notification/api/v1/preferences/';

/** The sticky header would cover a tall section's middle in its screenshot. */
const STATIC_HEADER = '.app-header { position: static !important; }';

const settingsOf = (page: Page) => page.getByRole('region', { name: 'Уведомления' });

test('a client turns a channel off, and it is still off after a reload; the section fits 360 px', async ({
  page,
}) => {
  await useSessionOf(page, demo.client);
  await page.goto('/dashboard/profile');
  const settings = settingsOf(page);
  const push = settings.getByRole('checkbox', { name: 'На устройство: Новое предложение' });
  await expect(push).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: /Новый отзыв/ })).toHaveCount(0);

  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`${PREFERENCES}proposal_submitted/`) &&
      response.request().method() === 'PATCH',
  );
  await push.uncheck();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(push).not.toBeChecked();
  await expect(
    settingsOf(page).getByRole('checkbox', { name: 'Письмо: Новое предложение' }),
  ).toBeChecked();

  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    await settings.screenshot({
      path: `screenshots/notification-settings-client-${width}.png`,
      style: STATIC_HEADER,
    });
  }

  // Back as the demo had it, for the runs that follow on the same database.
  const restored = page.waitForResponse((response) =>
    response.url().endsWith(`${PREFERENCES}proposal_submitted/`),
  );
  await push.check();
  expect((await restored).ok()).toBe(true);
});

test('an agency leader sees the agency kinds, access and payment locked on', async ({ page }) => {
  await useSessionOf(page, demo.leader);
  await page.goto('/panel/profile');
  const settings = settingsOf(page);
  const locked = settings.getByRole('checkbox', { name: 'Письмо: Новый сотрудник' });
  await expect(locked).toBeChecked();
  await expect(locked).toBeDisabled();
  await expect(settings.getByText('Уведомления о доступе к агентству и об оплате')).toBeVisible();
  await expect(settings.getByRole('checkbox', { name: /Новое предложение/ })).toHaveCount(0);
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
    await settings.screenshot({
      path: `screenshots/notification-settings-panel-${width}.png`,
      style: STATIC_HEADER,
    });
  }
});

type PushPayloadJson = {
  notification_id: number | null;
  kind: string;
  title: string;
  text: string;
  link: string;
  unread_count: number | null;
};

const pushOf = (id: number, unread: number): PushPayloadJson => ({
  notification_id: id,
  kind: 'proposal_submitted',
  title: 'Новое предложение',
  text: `Агентство «Север» отправило предложение по проекту «Сайт ${id}».`,
  link: '/dashboard/project/1/performers',
  unread_count: unread,
});

/** The notifications the worker shows now, by tag, as the page reads them. */
const shownTags = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((shown) => ({
      tag: shown.tag,
      title: shown.title,
      body: shown.body,
      data: shown.data as unknown,
      silent: shown.silent,
    }));
  });

test('the worker shows every push, silent while the app is in front, and sets the badge', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  await waitForWorker(page);
  const origin = new URL(page.url()).origin;
  const worker = context.serviceWorkers().find((sw) => sw.url().startsWith(origin))!;
  // The Badging API as the worker calls it: the icon itself cannot be seen from a test.
  await worker.evaluate(() => {
    const scope = globalThis as unknown as { badges: number[] };
    scope.badges = [];
    Object.defineProperty(navigator, 'setAppBadge', {
      configurable: true,
      value: (count?: number) => (scope.badges.push(count ?? 0), Promise.resolve()),
    });
  });
  const badges = () =>
    worker.evaluate(() => (globalThis as unknown as { badges: number[] }).badges);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.enable');
  const deliver = async (data: string) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data,
    });

  const sent = (id: number, silent: boolean) => ({
    tag: `notification-${id}`,
    title: 'Новое предложение',
    body: `Агентство «Север» отправило предложение по проекту «Сайт ${id}».`,
    data: '/dashboard/project/1/performers',
    silent,
  });
  // Closed once the browser no longer lists them: `close()` returns before it is done, and a late close of
  // the tag a next push reuses removed that push's notification instead (a busy CI machine, once).
  const closeShown = async () => {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      for (const shown of await registration.getNotifications()) shown.close();
    });
    await expect.poll(() => shownTags(page)).toEqual([]);
  };

  // With the app in front its own toast tells: the notification is still shown (a push without one counts
  // against the site), only silent; the badge follows.
  expect(await page.evaluate(() => document.hasFocus())).toBe(true);
  await deliver(JSON.stringify(pushOf(901, 4)));
  await expect.poll(badges).toEqual([4]);
  await expect.poll(() => shownTags(page)).toEqual([sent(901, true)]);
  await closeShown();

  // Unreadable (not JSON, an unknown kind): a general notification leading to the start page. One at a
  // time: both carry the same tag, so a second still on its way would outlive the close and show up later.
  for (const unreadable of ['не JSON', JSON.stringify({ ...pushOf(902, 5), kind: 'unknown' })]) {
    await deliver(unreadable);
    await expect
      .poll(() => shownTags(page))
      .toEqual([
        {
          tag: 'notification-unreadable',
          title: 'Подряд',
          body: 'Новое уведомление. Откройте Подряд, чтобы его прочитать.',
          data: '/',
          silent: true,
        },
      ]);
    await closeShown();
  }

  // No window of the app open: the push becomes a notification with its sound.
  await page.goto('about:blank');
  await deliver(JSON.stringify(pushOf(903, 6)));
  await page.goto('/');
  await expect.poll(() => shownTags(page)).toEqual([sent(903, false)]);
  expect(await badges()).toEqual([4, 6]);
});
