import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../server/db/schema';
import { startDeliveryWorker } from '../../server/realtime';
import { DELIVERY_RETENTION_DAYS, MAX_ATTEMPTS } from '../../server/realtime/deliveries';
import { call, registerActive } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The delivery outbox does not grow for ever: a worker fails what its last attempt abandoned and deletes
// what finished more than the retention ago.

const NOW = new Date('2026-03-20T09:00:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => NOW });
});
afterAll(() => t.close());

describe('finished deliveries', () => {
  it('are deleted by a worker once past the retention; younger and unfinished ones stay, abandoned ones fail', async () => {
    const session = await registerActive(t.app, 'client');
    const me = await call<{ id: number }>(t.app, 'GET', '/auth/api/v1/users/me/', {
      token: session.access,
    });
    const daysAgo = (days: number) => sql`now() - ${days} * interval '1 day'`;
    const row = (note: string) => ({
      channel: 'email' as const,
      userId: me.body.id,
      kind: 'profile_published',
      title: note,
      text: note,
      link: '/',
      attempts: 1,
      outcome: 'sent',
    });
    const db = t.app.db.db;
    await db.insert(notificationDeliveries).values([
      { ...row('old'), createdAt: daysAgo(40), finishedAt: daysAgo(DELIVERY_RETENTION_DAYS + 1) },
      { ...row('young'), createdAt: daysAgo(40), finishedAt: daysAgo(DELIVERY_RETENTION_DAYS - 1) },
      // Claimed by a worker that died on its last attempt: failed once its lease has passed, then kept
      // for the retention like any finished one.
      {
        ...row('abandoned'),
        createdAt: daysAgo(40),
        claimedAt: daysAgo(40),
        attempts: MAX_ATTEMPTS,
        outcome: null,
      },
      // Its last attempt still within the lease: its worker may yet finish it.
      {
        ...row('in flight'),
        createdAt: sql`now()`,
        claimedAt: sql`now()`,
        attempts: MAX_ATTEMPTS,
        outcome: null,
      },
    ]);
    const left = async () =>
      (
        await db
          .select({ title: notificationDeliveries.title })
          .from(notificationDeliveries)
          .where(eq(notificationDeliveries.userId, me.body.id))
      )
        .map((r) => r.title)
        .sort();
    expect(await left()).toEqual(['abandoned', 'in flight', 'old', 'young']);
    const stop = await startDeliveryWorker({
      database: t.app.db,
      mailer: t.app.mailer,
      vapid: t.app.secrets.vapid,
      vapidSubject: t.app.config.vapidSubject,
      publicUrl: t.app.config.publicUrl,
      pushDelayMs: 0,
      clock: () => NOW,
      log: t.app.log,
    });
    try {
      await expect.poll(left, { timeout: 10_000 }).toEqual(['abandoned', 'in flight', 'young']);
      const outcomes = await db
        .select({ title: notificationDeliveries.title, outcome: notificationDeliveries.outcome })
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.userId, me.body.id))
        .orderBy(notificationDeliveries.title);
      expect(outcomes).toEqual([
        { title: 'abandoned', outcome: 'failed' },
        { title: 'in flight', outcome: null },
        { title: 'young', outcome: 'sent' },
      ]);
    } finally {
      await stop();
    }
  });
});
