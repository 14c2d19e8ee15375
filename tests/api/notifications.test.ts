import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import {
  NOTIFICATION_MESSAGES,
  type Notification,
  type ReadAllResult,
} from '../../contract/notifications';
import { monthStart } from '../../contract/notification-window';
import { notifications } from '../../server/db/schema';
import { seedDemoNotifications } from '../../server/db/seed/demo-notifications';
import { NOTIFICATION_CHANNEL, notify } from '../../server/realtime';
import { parseAnnouncement } from '../../server/realtime/announcement';
import { call, freshEmail, lastMail, roleId, type Method } from './helpers/accounts';
import {
  countNotifications,
  NOTIFICATIONS,
  seedNotification,
  userIdsOf,
} from './helpers/notifications';
import { unlimitedPlan } from './helpers/plans';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { buildWorld, type Role, type World } from './helpers/world';

// The REST side of notifications: each user lists and marks only its own; the events that exist today write
// them in the same transaction as their action.

const NOW = new Date('2026-03-20T09:00:00Z');
const HOUR = 60 * 60 * 1000;

let t: TestApp;
let world: World;
let ids: Partial<Record<Role, number>>;
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => NOW });
  world = await buildWorld(t.app);
  await unlimitedPlan(t.app, world.leader.contractorId!);
  ids = await userIdsOf(t.app, world);
});
afterAll(() => t.close());

const as =
  (role: Role) =>
  <T = unknown>(method: Method, url: string, body?: unknown) =>
    call<T>(t.app, method, url, { token: world[role].session?.access, body });

const listOf = async (role: Role, query = '') => {
  const res = await as(role)<Page<Notification>>('GET', `${NOTIFICATIONS}/${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

describe('GET notifications/', () => {
  it('lists the caller’s own, newest first, in DRF’s page', async () => {
    const older = await seedNotification(t.app, [ids.client!], new Date(NOW.getTime() - 2 * HOUR));
    const newer = await seedNotification(t.app, [ids.client!], new Date(NOW.getTime() - HOUR));
    await seedNotification(t.app, [ids.otherClient!], NOW);
    const page = await listOf('client', '?page_size=100');
    expect(page).toMatchObject({ next: null, previous: null });
    const order = page.results.map((n) => n.notification_id);
    expect(order.indexOf(newer[0]!)).toBe(order.indexOf(older[0]!) - 1);
    const times = page.results.map((n) => n.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.results.find((n) => n.notification_id === newer[0])).toEqual({
      notification_id: newer[0],
      kind: 'profile_published',
      title: 'Профиль опубликован',
      text: 'Агентство «Тестовое агентство» теперь в каталоге: заказчики видят его и могут пригласить.',
      link: '/executor/1',
      payload: { agency: 'Тестовое агентство', contractor_id: 1 },
      is_read: false,
      created_at: new Date(NOW.getTime() - HOUR).toISOString(),
    });
    const others = await listOf('otherClient');
    expect(
      others.results.every(
        (n) => !page.results.some((m) => m.notification_id === n.notification_id),
      ),
    ).toBe(true);
  });

  it('filters the unread ones and one kind', async () => {
    const [read] = await seedNotification(t.app, [ids.specialist!], NOW, 'employee_joined');
    const [unread] = await seedNotification(t.app, [ids.specialist!], NOW, 'profile_published');
    await as('specialist')('PATCH', `${NOTIFICATIONS}/${read}/`, { is_read: true });
    const onlyUnread = await listOf('specialist', '?unread=true&page_size=100');
    expect(onlyUnread.results.every((n) => !n.is_read)).toBe(true);
    expect(onlyUnread.results.map((n) => n.notification_id)).toContain(unread);
    expect(onlyUnread.results.map((n) => n.notification_id)).not.toContain(read);
    const onlyRead = await listOf('specialist', '?unread=false&page_size=100');
    expect(onlyRead.results.every((n) => n.is_read)).toBe(true);
    expect(onlyRead.results.map((n) => n.notification_id)).toContain(read);
    const joined = await listOf('specialist', '?kind=employee_joined&page_size=100');
    expect(joined.results.every((n) => n.kind === 'employee_joined')).toBe(true);
    expect(joined.results.map((n) => n.notification_id)).toEqual([read]); // the demo specialist has none
  });

  it('answers a bad filter with a Russian 400, and a page past the end with a 404', async () => {
    const badKind = await as('client')('GET', `${NOTIFICATIONS}/?kind=spam`);
    expect(badKind).toMatchObject({ status: 400, body: { kind: [NOTIFICATION_MESSAGES.badKind] } });
    const badFlag = await as('client')('GET', `${NOTIFICATIONS}/?unread=yes`);
    expect(badFlag).toMatchObject({
      status: 400,
      body: { unread: ['Должно быть true или false.'] },
    });
    const past = await as('client')('GET', `${NOTIFICATIONS}/?page=99`);
    expect(past).toMatchObject({ status: 404, body: { detail: 'Неверная страница.' } });
  });

  it('is refused to guests (401); every logged-in role has its own list', async () => {
    expect((await as('guest')('GET', `${NOTIFICATIONS}/`)).status).toBe(401);
    for (const role of ['client', 'leader', 'manager', 'specialist', 'otherLeader'] as const)
      expect((await as(role)('GET', `${NOTIFICATIONS}/`)).status, role).toBe(200);
  });
});

describe('PATCH notifications/{id}/', () => {
  it('marks the caller’s own read; another user’s is a 404 and stays unread', async () => {
    const [mine] = await seedNotification(t.app, [ids.manager!], NOW);
    const [theirs] = await seedNotification(t.app, [ids.leader!], NOW);
    const res = await as('manager')<Notification>('PATCH', `${NOTIFICATIONS}/${mine}/`, {
      is_read: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ notification_id: mine, is_read: true });
    const foreign = await as('manager')('PATCH', `${NOTIFICATIONS}/${theirs}/`, { is_read: true });
    expect(foreign).toMatchObject({ status: 404, body: { detail: 'Не найдено.' } });
    expect(
      (await as('manager')('PATCH', `${NOTIFICATIONS}/999999/`, { is_read: true })).status,
    ).toBe(404);
    const [row] = await t.app.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.id, theirs!));
    expect(row!.isRead).toBe(false);
    expect(
      (await as('guest')('PATCH', `${NOTIFICATIONS}/${mine}/`, { is_read: true })).status,
    ).toBe(401);
  });

  it('refuses anything but is_read: true with a Russian 400, changing nothing', async () => {
    const [id] = await seedNotification(t.app, [ids.manager!], NOW);
    // `{}` is the empty PATCH: 200 with the notification as it is (tests/api/empty-patch.test.ts).
    const empty = await as('manager')('PATCH', `${NOTIFICATIONS}/${id}/`, {});
    expect(empty).toMatchObject({ status: 200, body: { notification_id: id, is_read: false } });
    for (const body of [{ is_read: false }, { is_read: true, title: 'x' }, { is_read: 'yes' }]) {
      const res = await as('manager')<Record<string, string[]>>(
        'PATCH',
        `${NOTIFICATIONS}/${id}/`,
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.values(res.body).flat().join(' ')).toMatch(/[а-я]/);
    }
    const [row] = await t.app.db.db.select().from(notifications).where(eq(notifications.id, id!));
    expect(row!.isRead).toBe(false);
  });
});

describe('POST notifications/read-all/', () => {
  it('marks every unread one of the caller read and says how many', async () => {
    await seedNotification(t.app, [ids.otherClient!, ids.client!], NOW);
    await seedNotification(t.app, [ids.otherClient!], new Date('2025-01-05T10:00:00Z')); // old ones too
    const unread = (await listOf('otherClient', '?unread=true')).count;
    expect(unread).toBeGreaterThanOrEqual(2);
    const res = await as('otherClient')<ReadAllResult>('POST', `${NOTIFICATIONS}/read-all/`);
    expect(res).toMatchObject({ status: 200, body: { marked: unread, unread_count: 0 } });
    expect((await listOf('otherClient', '?unread=true')).count).toBe(0);
    expect((await listOf('client', '?unread=true')).count).toBeGreaterThan(0); // not the others'
    const again = await as('otherClient')<ReadAllResult>('POST', `${NOTIFICATIONS}/read-all/`);
    expect(again.body).toEqual({ marked: 0, unread_count: 0 });
    expect((await as('guest')('POST', `${NOTIFICATIONS}/read-all/`)).status).toBe(401);
  });
});

describe('events of today’s actions', () => {
  it('an invited employee who joins is announced to those who manage the team', async () => {
    const email = freshEmail('invitee');
    const invited = await as('leader')('POST', '/accounts/api/v1/contractor-accounts-lider/', {
      email,
      role: await roleId(t.app, 'specialist'),
      first_name: 'Полина',
      last_name: 'Егорова',
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(201);
    const before = {
      leader: (await listOf('leader', '?kind=employee_joined')).count,
      manager: (await listOf('manager', '?kind=employee_joined')).count,
      specialist: (await listOf('specialist', '?kind=employee_joined')).count,
    };
    const { uid, token } = await lastMail(t.app, email);
    const joined = await call(t.app, 'POST', '/auth/api/v1/users/reset_password_confirm/', {
      body: { uid, token, new_password: 'quiet-harbour-5531' },
    });
    expect(joined.status).toBe(204);
    const leaderList = await listOf('leader', '?kind=employee_joined');
    expect(leaderList.count).toBe(before.leader + 1);
    expect(leaderList.results[0]).toMatchObject({
      title: 'Новый сотрудник в команде',
      text: 'Полина Егорова принимает приглашение и теперь в команде агентства «Северный ветер».',
      link: '/panel/staff',
      is_read: false,
    });
    expect((await listOf('manager', '?kind=employee_joined')).count).toBe(before.manager + 1);
    expect((await listOf('specialist', '?kind=employee_joined')).count).toBe(before.specialist);
    // The same link again is refused and announces nothing more.
    const twice = await call(t.app, 'POST', '/auth/api/v1/users/reset_password_confirm/', {
      body: { uid, token, new_password: 'quiet-harbour-5532' },
    });
    expect(twice.status).toBe(400);
    expect((await listOf('leader', '?kind=employee_joined')).count).toBe(before.leader + 1);
  });

  it('publishing the agency tells all its people; a refused publication tells nobody', async () => {
    const agency = world.leader.contractorId!;
    const url = `/contractor/api/v1/contractors/${agency}/`;
    const count = async (role: Role) => (await listOf(role, '?kind=profile_published')).count;
    const before = { leader: await count('leader'), specialist: await count('specialist') };
    expect((await as('leader')('PATCH', url, { is_published: false })).status).toBe(200);
    const total = await countNotifications(t.app);
    const refused = await as('manager')('PATCH', url, { is_published: true }); // not a manager's right
    expect(refused.status).toBe(403);
    expect(await countNotifications(t.app)).toBe(total);
    expect((await as('leader')('PATCH', url, { is_published: true })).status).toBe(200);
    expect(await count('leader')).toBe(before.leader + 1);
    expect(await count('specialist')).toBe(before.specialist + 1);
    // Found by its content: other tests' notifications carry other moments (the test's NOW, TEST_NOW's).
    const managers = (await listOf('manager', '?kind=profile_published&page_size=100')).results;
    expect(managers).toContainEqual(
      expect.objectContaining({
        title: 'Профиль опубликован',
        link: `/executor/${agency}`,
        payload: { agency: 'Северный ветер', contractor_id: agency },
        is_read: false,
      }),
    );
  });
});

describe('one transaction', () => {
  it('a rolled-back action leaves no notification and sends no NOTIFY; a committed one does both', async () => {
    const heard: string[] = [];
    const stop = await t.app.db.listen(NOTIFICATION_CHANNEL, { onMessage: (p) => heard.push(p) });
    try {
      const total = await countNotifications(t.app);
      await expect(
        t.app.db.db.transaction(async (tx) => {
          await notify(tx, {
            kind: 'employee_joined',
            recipients: [ids.leader!],
            params: { employee: 'Никто', email: 'n@test.example', agency: 'Тест' },
          });
          throw new Error('the action failed after its notification');
        }),
      ).rejects.toThrow('the action failed');
      const [committed] = await seedNotification(t.app, [ids.leader!], NOW);
      const announcedIds = () =>
        heard
          .map(parseAnnouncement)
          .flatMap((a) => ('ids' in a ? a.ids : a.recipients.map(([id]) => id)));
      await expect.poll(announcedIds, { timeout: 5_000 }).toContain(committed);
      expect(announcedIds()).toEqual([committed]);
      expect(await countNotifications(t.app)).toBe(total + 1);
    } finally {
      await stop();
    }
  });
});

describe('demo data', () => {
  it('gives each demo person read and unread ones from this week, earlier this month and last month', async () => {
    const now = new Date('2026-03-20T09:00:00Z');
    const before = await countNotifications(t.app);
    // Seeded again as of a known moment, inside a transaction that is rolled back.
    const seen = await t.app.db.db
      .transaction(async (tx) => {
        expect(await seedDemoNotifications(tx, now)).toBe(true);
        const rows = await tx.select().from(notifications);
        throw Object.assign(new Error('rollback'), { rows });
      })
      .catch((error: { rows?: (typeof notifications.$inferSelect)[] }) => error.rows!);
    expect(await countNotifications(t.app)).toBe(before);
    const month = monthStart(now).getTime();
    const week = now.getTime() - 7 * 24 * HOUR;
    for (const role of ['client', 'leader', 'manager', 'specialist'] as const) {
      const mine = seen.filter(
        (n) => n.userId === ids[role] && n.createdAt >= new Date('2026-02-01'),
      );
      expect(
        mine.some((n) => n.isRead),
        role,
      ).toBe(true);
      expect(
        mine.some((n) => !n.isRead),
        role,
      ).toBe(true);
      expect(
        mine.some((n) => n.createdAt.getTime() >= week),
        role,
      ).toBe(true);
      expect(
        mine.some((n) => n.createdAt.getTime() < month),
        role,
      ).toBe(true);
      if (role !== 'specialist')
        expect(
          mine.some((n) => n.createdAt.getTime() >= month && n.createdAt.getTime() < week),
          role,
        ).toBe(true);
    }
  });
});
