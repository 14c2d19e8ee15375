import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications, pushSubscriptions } from '../../server/db/schema';
import { notify, startDeliveryWorker } from '../../server/realtime';
import { call } from './helpers/accounts';
import {
  browserSubscription,
  payloadOf,
  verifyVapid,
  type BrowserSubscription,
} from './helpers/push';
import { person, service, t, usePushApp, type Person } from './helpers/push-app';
import { buildTestApp } from './helpers/test-app';

// Web Push end to end on this machine: a user's subscription at a fake push service, an event, and the
// encrypted, VAPID-signed request the service gets, decrypted as the browser would.

const NOW = new Date('2026-03-20T09:00:00Z');
const PUSH = '/notification/api/v1/push';
const PREFERENCES = '/notification/api/v1/preferences';

usePushApp(NOW);

/**
 * The subscription goes straight into the table: the API accepts https endpoints only, and the fake push
 * service speaks plain http on 127.0.0.1.
 */
async function subscribed(user: Person, app = t.app): Promise<BrowserSubscription> {
  const browser = browserSubscription(service);
  await app.db.db.insert(pushSubscriptions).values({
    userId: user.id,
    endpoint: browser.endpoint,
    p256dh: browser.keys.p256dh,
    auth: browser.keys.auth,
  });
  return browser;
}

const published = (recipients: number[], contractorId = 7, app = t.app) =>
  app.db.db.transaction((tx) =>
    notify(tx, {
      kind: 'profile_published',
      recipients,
      params: { agency: 'Северный ветер', contractor_id: contractorId },
      at: NOW,
    }),
  );

const deliveriesOf = (userId: number) =>
  t.app.db.db
    .select()
    .from(notificationDeliveries)
    .where(eq(notificationDeliveries.userId, userId));

/** Waits until every delivery of the user is finished (or has failed once); their rows. */
async function settled(userId: number) {
  await expect
    .poll(
      async () =>
        (await deliveriesOf(userId)).every((d) => d.finishedAt !== null || d.lastError !== null),
      { timeout: 10_000 },
    )
    .toBe(true);
  return deliveriesOf(userId);
}

const requestsTo = (browser: BrowserSubscription) =>
  service.received.filter((r) => r.path === browser.path);

describe('a push after an event', () => {
  it('reaches each device of the user, encrypted for it and signed with the server’s VAPID key', async () => {
    const user = await person();
    const [phone, laptop] = [await subscribed(user), await subscribed(user)];
    const [id] = await published([user.id]);
    await expect.poll(() => requestsTo(phone).length + requestsTo(laptop).length).toBe(2);
    const key = await call<{ public_key: string }>(t.app, 'GET', `${PUSH}/vapid-key/`, {
      token: user.session.access,
    });
    for (const browser of [phone, laptop]) {
      const [request] = requestsTo(browser);
      expect(payloadOf(browser, request!)).toEqual({
        notification_id: id,
        kind: 'profile_published',
        title: 'Профиль опубликован',
        text: 'Агентство «Северный ветер» теперь в каталоге: заказчики видят его и могут пригласить.',
        link: '/executor/7',
        unread_count: 1,
      });
      expect(request!.headers).toMatchObject({
        'content-encoding': 'aes128gcm',
        ttl: '86400',
        urgency: 'normal',
      });
      const claims = await verifyVapid(request!, key.body.public_key, service.origin);
      expect(claims.sub).toBe('mailto:noreply@podryad.example'); // testConfig's: the development default
    }
    const [delivery] = await settled(user.id);
    expect(delivery).toMatchObject({ channel: 'push', outcome: 'sent', notificationId: id });
  });

  it('carries the unread count of the socket’s window, and no notification id when the app is off', async () => {
    const user = await person();
    const browser = await subscribed(user);
    await published([user.id]);
    await expect.poll(() => requestsTo(browser).length).toBe(1);
    const off = await call(t.app, 'PATCH', `${PREFERENCES}/profile_published/`, {
      token: user.session.access,
      body: { in_app: false },
    });
    expect(off.status).toBe(200);
    expect(await published([user.id])).toEqual([]);
    await expect.poll(() => requestsTo(browser).length).toBe(2);
    expect(payloadOf(browser, requestsTo(browser)[1]!)).toMatchObject({
      notification_id: null,
      unread_count: 1, // the first one, still unread
    });
  });

  it('carries each recipient’s own unread count when one event pushes to several', async () => {
    const [none, two, oneOfTwo] = [await person(), await person(), await person()];
    await published([two.id, oneOfTwo.id]); // before their devices: no push for these
    await published([two.id]);
    const [read] = await published([oneOfTwo.id]);
    await t.app.db.db
      .update(notifications)
      .set({ isRead: true })
      .where(eq(notifications.id, read!));
    const browsers = [await subscribed(none), await subscribed(two), await subscribed(oneOfTwo)];
    await published([none.id, two.id, oneOfTwo.id]);
    await expect.poll(() => browsers.map((b) => requestsTo(b).length)).toEqual([1, 1, 1]);
    expect(browsers.map((b) => payloadOf(b, requestsTo(b)[0]!).unread_count)).toEqual([1, 3, 2]);
  });

  it('is not sent when its notification is read first, nor when push is off for the kind', async () => {
    const user = await person();
    const browser = await subscribed(user);
    // Read before the worker looks (as on an open socket): marked in the same commit, so surely first.
    await t.app.db.db.transaction(async (tx) => {
      const [id] = await notify(tx, {
        kind: 'profile_published',
        recipients: [user.id],
        params: { agency: 'Северный ветер', contractor_id: 7 },
      });
      await tx.update(notifications).set({ isRead: true }).where(eq(notifications.id, id!));
    });
    expect((await settled(user.id)).map((d) => d.outcome)).toEqual(['read']);
    const off = await call(t.app, 'PATCH', `${PREFERENCES}/profile_published/`, {
      token: user.session.access,
      body: { push: false },
    });
    expect(off.status).toBe(200);
    await published([user.id]);
    expect((await deliveriesOf(user.id)).length).toBe(1); // no push row for the second
    expect(requestsTo(browser)).toEqual([]);
  });

  it('forgets a device the push service says is gone (410) and retries one that failed otherwise', async () => {
    const user = await person();
    const [gone, broken] = [await subscribed(user), await subscribed(user)];
    service.answer(gone.path, 410);
    service.answer(broken.path, 500);
    await published([user.id]);
    const [delivery] = await settled(user.id);
    expect(delivery).toMatchObject({ finishedAt: null, attempts: 1, outcome: null });
    expect(delivery!.lastError).toContain('500');
    const left = await t.app.db.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(left).toEqual([{ endpoint: broken.endpoint }]);
  });

  it('goes once when several workers share the database', async () => {
    const user = await person();
    const browser = await subscribed(user);
    const workers = await Promise.all(
      [1, 2].map(() =>
        startDeliveryWorker({
          database: t.app.db,
          mailer: t.app.mailer,
          vapid: t.app.secrets.vapid,
          vapidSubject: t.app.config.vapidSubject,
          publicUrl: t.app.config.publicUrl,
          pushDelayMs: 0,
          clock: () => NOW,
          log: t.app.log,
        }),
      ),
    );
    try {
      const ids = await t.app.db.db.transaction(async (tx) => {
        const all: number[] = [];
        for (let n = 1; n <= 12; n++)
          all.push(
            ...(await notify(tx, {
              kind: 'profile_published',
              recipients: [user.id],
              params: { agency: `Агентство ${n}`, contractor_id: n },
            })),
          );
        return all;
      });
      const deliveries = await settled(user.id);
      expect(deliveries.map((d) => d.outcome)).toEqual(Array(12).fill('sent'));
      const sent = requestsTo(browser).map((r) => payloadOf(browser, r).notification_id);
      expect(sent.sort((a, b) => a! - b!)).toEqual(ids);
    } finally {
      await Promise.all(workers.map((stop) => stop()));
    }
  });
});

describe('PUSH_DELAY_MS', () => {
  it('holds a push back, and drops it when the notification is read in the app meanwhile', async () => {
    const delayed = await buildTestApp({ pushDelayMs: 4000 }, { clock: () => NOW });
    try {
      const user = await person(delayed.app);
      const browser = await subscribed(user, delayed.app);
      const [read] = await published([user.id], 1, delayed.app);
      const [unread] = await published([user.id], 2, delayed.app);
      const marked = await call(
        delayed.app,
        'PATCH',
        `/notification/api/v1/notifications/${read}/`,
        {
          token: user.session.access,
          body: { is_read: true },
        },
      );
      expect(marked.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(requestsTo(browser)).toEqual([]); // both still wait
      await expect.poll(() => requestsTo(browser).length, { timeout: 15_000 }).toBe(1);
      expect(payloadOf(browser, requestsTo(browser)[0]!)).toMatchObject({
        notification_id: unread,
        unread_count: 1,
      });
      const outcomes = async () =>
        (
          await delayed.app.db.db
            .select({
              id: notificationDeliveries.notificationId,
              outcome: notificationDeliveries.outcome,
            })
            .from(notificationDeliveries)
            .where(eq(notificationDeliveries.userId, user.id))
        ).sort((x, y) => x.id! - y.id!);
      await expect.poll(outcomes).toEqual([
        { id: read, outcome: 'read' },
        { id: unread, outcome: 'sent' },
      ]);
    } finally {
      await delayed.close();
    }
  });
});
