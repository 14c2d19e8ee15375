import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSwitches } from '../../contract/notification-channels';
import { NOTIFICATION_KINDS } from '../../contract/notification-events';
import { NOTIFICATION_MESSAGES, type NotificationPreference } from '../../contract/notifications';
import {
  notificationDeliveries,
  notificationPreferences,
  notifications,
  outbox,
  pushSubscriptions,
} from '../../server/db/schema';
import { notify } from '../../server/realtime';
import { call, registerActive, type Method, type Session } from './helpers/accounts';
import { openSocket } from './helpers/notifications';
import { browserSubscription, startFakePushService, type FakePushService } from './helpers/push';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Each user's channels per kind: the grid, its changes and their limits, and notify honouring them — in the
// app, by push and by mail — inside the action's transaction.

const NOW = new Date('2026-03-20T09:00:00Z');
const PREFERENCES = '/notification/api/v1/preferences';

let t: TestApp;
let pushService: FakePushService;
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => NOW });
  pushService = await startFakePushService();
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

interface Person {
  session: Session;
  id: number;
}

/** A new client; with a device that takes pushes unless `device: false` (only then is a push row written). */
async function person({ device = true } = {}): Promise<Person> {
  const session = await registerActive(t.app, 'client');
  const me = await call<{ id: number }>(t.app, 'GET', '/auth/api/v1/users/me/', {
    token: session.access,
  });
  if (device) {
    // Past the API, which takes https endpoints only: the fake push service speaks http on 127.0.0.1.
    const browser = browserSubscription(pushService);
    await t.app.db.db
      .insert(pushSubscriptions)
      .values({ userId: me.body.id, ...browser.keys, endpoint: browser.endpoint });
  }
  return { session, id: me.body.id };
}

const as =
  (user: Person) =>
  <T = unknown>(method: Method, url: string, body?: unknown) =>
    call<T>(t.app, method, url, { token: user.session.access, body });

const storedOf = (userId: number) =>
  t.app.db.db
    .select()
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));

const review = (recipients: number[]) =>
  t.app.db.db.transaction((tx) =>
    notify(tx, {
      kind: 'review_received',
      recipients,
      params: { project_id: 3, project: 'Сайт', company: 'Ромашка', contractor_id: 5 },
    }),
  );

const deliveriesOf = (userId: number) =>
  t.app.db.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.userId, userId));

describe('GET preferences/', () => {
  it('lists every kind in the catalogue’s order with its defaults; the kinds about access and payment locked on', async () => {
    const user = await person();
    const res = await as(user)<NotificationPreference[]>('GET', `${PREFERENCES}/`);
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.kind)).toEqual(NOTIFICATION_KINDS);
    expect(res.body.find((p) => p.kind === 'profile_published')).toEqual({
      kind: 'profile_published',
      in_app: true,
      push: true,
      email: false,
      locked: false,
    });
    expect(res.body.find((p) => p.kind === 'review_received')).toMatchObject({ email: true });
    expect(res.body.filter((p) => p.locked).map((p) => p.kind)).toEqual([
      'employee_joined',
      'subscription_changed',
    ]);
    expect(res.body.filter((p) => p.locked).every((p) => p.in_app && p.push && p.email)).toBe(true);
    expect((await call(t.app, 'GET', `${PREFERENCES}/`)).status).toBe(401);
  });
});

describe('PATCH preferences/{kind}/', () => {
  it('changes the given channels only, keeps earlier changes, and touches nobody else', async () => {
    const [user, other] = [await person(), await person()];
    const first = await as(user)('PATCH', `${PREFERENCES}/tender_started/`, { push: false });
    expect(first).toMatchObject({
      status: 200,
      body: { kind: 'tender_started', in_app: true, push: false, email: false, locked: false },
    });
    const second = await as(user)('PATCH', `${PREFERENCES}/tender_started/`, {
      email: true,
      in_app: true,
    });
    expect(second.body).toEqual({
      kind: 'tender_started',
      in_app: true,
      push: false,
      email: true,
      locked: false,
    });
    const grid = await as(user)<NotificationPreference[]>('GET', `${PREFERENCES}/`);
    expect(grid.body.find((p) => p.kind === 'tender_started')).toEqual(second.body);
    // Only the channels set are stored: the others keep following the defaults.
    expect(await storedOf(user.id)).toEqual([
      { userId: user.id, kind: 'tender_started', inApp: true, push: false, email: true },
    ]);
    const theirs = await as(other)<NotificationPreference[]>('GET', `${PREFERENCES}/`);
    expect(theirs.body.find((p) => p.kind === 'tender_started')).toMatchObject({
      ...defaultSwitches('tender_started'),
    });
  });

  it('refuses to turn a locked kind off (per channel), an unknown kind, an empty or odd body — storing nothing', async () => {
    const user = await person();
    const locked = await as(user)('PATCH', `${PREFERENCES}/employee_joined/`, {
      email: false,
      push: false,
      in_app: true,
    });
    expect(locked.status).toBe(400);
    expect(locked.body).toEqual({
      email: [NOTIFICATION_MESSAGES.locked],
      push: [NOTIFICATION_MESSAGES.locked],
    });
    const on = await as(user)('PATCH', `${PREFERENCES}/subscription_changed/`, { email: true });
    expect(on).toMatchObject({
      status: 200,
      body: { kind: 'subscription_changed', in_app: true, push: true, email: true, locked: true },
    });
    const unknown = await as(user)('PATCH', `${PREFERENCES}/spam/`, { email: false });
    expect(unknown).toMatchObject({ status: 404, body: { detail: 'Не найдено.' } });
    // The empty PATCH changes nothing and answers the kind as it is.
    expect(await as(user)('PATCH', `${PREFERENCES}/tender_started/`, {})).toMatchObject({
      status: 200,
      body: { kind: 'tender_started', locked: false },
    });
    for (const body of [{ email: false, sms: true }, { push: 'no' }, { email: null }, [true]]) {
      const res = await as(user)<Record<string, string[]>>(
        'PATCH',
        `${PREFERENCES}/tender_started/`,
        body,
      );
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.values(res.body).flat().join(' ')).toMatch(/[а-я]/);
    }
    expect(await storedOf(user.id)).toEqual([]);
    const guest = await call(t.app, 'PATCH', `${PREFERENCES}/tender_started/`, {
      body: { email: true },
    });
    expect(guest.status).toBe(401);
  });
});

describe('notify honours the channels', () => {
  it('in the app off: no notification and nothing on the socket; the push still goes', async () => {
    const user = await person();
    const off = await as(user)('PATCH', `${PREFERENCES}/review_received/`, { in_app: false });
    expect(off.status).toBe(200);
    const socket = await openSocket(
      t.app,
      `/ws/notifications/${user.id}/?token=${user.session.access}`,
    );
    expect((await socket.next()).type).toBe('init');
    expect(await review([user.id])).toEqual([]);
    expect(await socket.silentFor(500)).toBe(true);
    socket.close();
    const rows = await t.app.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(rows).toEqual([]);
    const deliveries = await deliveriesOf(user.id);
    expect(deliveries.map((d) => [d.channel, d.notificationId]).sort()).toEqual([
      ['email', null],
      ['push', null],
    ]);
  });

  it('push on but no device: no push row (a broadcast to many without one writes nothing to send)', async () => {
    const user = await person({ device: false });
    const [id] = await review([user.id]);
    expect(id).toBeGreaterThan(0);
    expect((await deliveriesOf(user.id)).map((d) => d.channel)).toEqual(['email']);
  });

  it('mail on: one mail with the title and a link into the app; mail off: none', async () => {
    const user = await person();
    const mails = () => t.app.db.db.select().from(outbox).where(eq(outbox.to, user.session.email));
    const before = (await mails()).length; // the activation mail
    const [id] = await review([user.id]);
    await expect.poll(async () => (await mails()).length, { timeout: 10_000 }).toBe(before + 1);
    const mail = (await mails()).at(-1)!;
    expect(mail.subject).toBe('Новый отзыв');
    expect(mail.text).toBe(
      'Компания «Ромашка» оставила отзыв о работе над проектом «Сайт».\n\nhttp://localhost/executor/5',
    );
    const [email] = (await deliveriesOf(user.id)).filter((d) => d.channel === 'email');
    expect(email).toMatchObject({ notificationId: id, outcome: 'sent' });

    expect(
      (await as(user)('PATCH', `${PREFERENCES}/review_received/`, { email: false })).status,
    ).toBe(200);
    await review([user.id]);
    const channels = (await deliveriesOf(user.id)).map((d) => d.channel).sort();
    expect(channels).toEqual(['email', 'push', 'push']);
    // The push row of the second event finishes after any mail it could have had.
    await expect
      .poll(async () => (await deliveriesOf(user.id)).every((d) => d.finishedAt !== null), {
        timeout: 10_000,
      })
      .toBe(true);
    expect((await mails()).length).toBe(before + 1);
  });

  it('a locked kind reaches every channel whatever is stored', async () => {
    const user = await person();
    // Written past the API (which refuses it), as an older version might have stored it.
    await t.app.db.db.insert(notificationPreferences).values({
      userId: user.id,
      kind: 'employee_joined',
      inApp: false,
      push: false,
      email: false,
    });
    const [id] = await t.app.db.db.transaction((tx) =>
      notify(tx, {
        kind: 'employee_joined',
        recipients: [user.id],
        params: { employee: 'Полина Егорова', email: 'p@test.example', agency: 'Тест' },
      }),
    );
    expect(id).toBeGreaterThan(0);
    expect((await deliveriesOf(user.id)).map((d) => d.channel).sort()).toEqual(['email', 'push']);
  });

  it('one transaction: an action that fails leaves no notification and no delivery', async () => {
    const user = await person();
    await review([user.id]); // a committed one, as a control
    await expect(
      t.app.db.db.transaction(async (tx) => {
        await notify(tx, {
          kind: 'review_received',
          recipients: [user.id],
          params: { project_id: 4, project: 'Лендинг', company: 'Ромашка', contractor_id: 5 },
        });
        throw new Error('the action failed after its notification');
      }),
    ).rejects.toThrow('the action failed');
    const rows = await t.app.db.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, user.id));
    expect(rows.map((n) => n.text)).toEqual([
      'Компания «Ромашка» оставила отзыв о работе над проектом «Сайт».',
    ]);
    expect((await deliveriesOf(user.id)).map((d) => d.notificationId)).toEqual([
      rows[0]!.id,
      rows[0]!.id,
    ]);
  });
});
