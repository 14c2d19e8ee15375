import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_PUSH_DEVICES, NOTIFICATION_MESSAGES } from '../../contract/notifications';
import { buildApp } from '../../server/app';
import { testConfig, type Config } from '../../server/config';
import { pushSubscriptions } from '../../server/db/schema';
import { createScratchDatabase } from '../../server/db/scratch';
import { call } from './helpers/accounts';
import { browserSubscription, type BrowserSubscription } from './helpers/push';
import { person, service, t, usePushApp, type Person } from './helpers/push-app';

// Web Push's API: a browser's subscription registered, moved and dropped, the devices a user keeps, the
// refusals; and the server's VAPID key across restarts.

const NOW = new Date('2026-03-20T09:00:00Z');
const PUSH = '/notification/api/v1/push';

usePushApp(NOW);

describe('push/subscriptions/ and push/unsubscribe/', () => {
  const https = (browser: BrowserSubscription) => ({
    endpoint: `https://push.example${browser.path}`,
    expirationTime: null,
    keys: browser.keys,
  });

  it('registers the caller’s device (201), moves an endpoint to whoever registers it last, and unsubscribes only one’s own', async () => {
    const [first, second] = [await person(), await person()];
    const body = https(browserSubscription(service));
    const made = await call<{ subscription_id: number; endpoint: string; created_at: string }>(
      t.app,
      'POST',
      `${PUSH}/subscriptions/`,
      { token: first.session.access, body },
    );
    expect(made.status).toBe(201);
    expect(made.body).toEqual({
      subscription_id: expect.any(Number) as number,
      endpoint: body.endpoint,
      created_at: expect.any(String) as string,
    });
    const rowOf = async () =>
      t.app.db.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, body.endpoint));
    // Another user's unsubscribe leaves it alone.
    const foreign = await call(t.app, 'POST', `${PUSH}/unsubscribe/`, {
      token: second.session.access,
      body: { endpoint: body.endpoint },
    });
    expect(foreign.status).toBe(204);
    expect((await rowOf())[0]!.userId).toBe(first.id);
    // The same browser after the second user's login: the endpoint is theirs now, one row still.
    const renewed = https(browserSubscription(service));
    const moved = await call<{ subscription_id: number }>(t.app, 'POST', `${PUSH}/subscriptions/`, {
      token: second.session.access,
      body: { ...renewed, endpoint: body.endpoint },
    });
    expect(moved.status).toBe(201);
    expect(moved.body.subscription_id).toBe(made.body.subscription_id);
    expect(await rowOf()).toEqual([
      expect.objectContaining({ userId: second.id, p256dh: renewed.keys.p256dh }),
    ]);
    for (let n = 0; n < 2; n++) {
      const out = await call(t.app, 'POST', `${PUSH}/unsubscribe/`, {
        token: second.session.access,
        body: { endpoint: body.endpoint },
      });
      expect(out.status).toBe(204);
    }
    expect(await rowOf()).toEqual([]);
  });

  it(`keeps a user’s ${MAX_PUSH_DEVICES} most recently subscribed browsers; one more forgets the oldest`, async () => {
    const [user, other] = [await person(), await person()];
    const subscribe = async (who: Person) => {
      const body = https(browserSubscription(service));
      const out = await call(t.app, 'POST', `${PUSH}/subscriptions/`, {
        token: who.session.access,
        body,
      });
      expect(out.status).toBe(201);
      return body.endpoint;
    };
    const endpointsOf = async (who: Person) =>
      (
        await t.app.db.db
          .select({ endpoint: pushSubscriptions.endpoint })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, who.id))
      )
        .map((row) => row.endpoint)
        .sort();
    const othersOwn = await subscribe(other);
    const mine: string[] = [];
    for (let n = 0; n < MAX_PUSH_DEVICES; n++) mine.push(await subscribe(user));
    expect(await endpointsOf(user)).toEqual([...mine].sort());
    mine.push(await subscribe(user));
    expect(await endpointsOf(user)).toEqual(mine.slice(1).sort());
    expect(await endpointsOf(other)).toEqual([othersOwn]);
  });

  it('refuses an http endpoint, bad keys and unknown fields with Russian 400s, storing nothing', async () => {
    const user = await person();
    const good = https(browserSubscription(service));
    const shortKey = Buffer.alloc(33, 4).toString('base64url');
    const cases: [unknown, string][] = [
      [{ ...good, endpoint: good.endpoint.replace('https', 'http') }, 'endpoint'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint'],
      [{ ...good, keys: { ...good.keys, p256dh: 'not base64!' } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, p256dh: shortKey } }, 'keys.p256dh'],
      [{ ...good, keys: { ...good.keys, auth: 'AAAA' } }, 'keys.auth'],
      [{ ...good, keys: { ...good.keys, extra: 'x' } }, 'keys.extra'],
      [{ endpoint: good.endpoint }, 'keys'],
    ];
    for (const [body, field] of cases) {
      const res = await call<Record<string, string[]>>(t.app, 'POST', `${PUSH}/subscriptions/`, {
        token: user.session.access,
        body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body), JSON.stringify(res.body)).toContain(field);
      expect(Object.values(res.body).flat().join(' ')).toMatch(/[а-я]/);
    }
    expect(
      await call(t.app, 'POST', `${PUSH}/subscriptions/`, {
        token: user.session.access,
        body: { ...good, endpoint: good.endpoint.replace('https', 'http') },
      }),
    ).toMatchObject({ body: { endpoint: [NOTIFICATION_MESSAGES.badEndpoint] } });
    const stored = await t.app.db.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(stored).toEqual([]);
    const noEndpoint = await call(t.app, 'POST', `${PUSH}/unsubscribe/`, {
      token: user.session.access,
      body: { endpoint: good.endpoint, other: 1 },
    });
    expect(noEndpoint.status).toBe(400);
  });
});

describe('push/subscriptions/ (GET): the devices the app checks its browser’s subscription against', () => {
  it('lists the caller’s own devices, newest first, with the key each was registered with and no secret', async () => {
    const [user, other] = [await person(), await person()];
    const register = async (who: Person, browser: BrowserSubscription) => {
      const body = { endpoint: browser.endpoint.replace(/^http:/, 'https:'), keys: browser.keys };
      const res = await call(t.app, 'POST', `${PUSH}/subscriptions/`, {
        token: who.session.access,
        body,
      });
      expect(res.status).toBe(201);
      return body;
    };
    const [older, newer] = [browserSubscription(service), browserSubscription(service)];
    const first = await register(user, older);
    const second = await register(user, newer);
    await register(other, browserSubscription(service));
    const listed = await call<Record<string, unknown>[]>(t.app, 'GET', `${PUSH}/subscriptions/`, {
      token: user.session.access,
    });
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual(
      [second, first].map((device) => ({
        subscription_id: expect.any(Number) as number,
        endpoint: device.endpoint,
        p256dh: device.keys.p256dh,
        created_at: expect.any(String) as string,
      })),
    );
    expect(JSON.stringify(listed.body)).not.toContain(first.keys.auth);
    const none = await person();
    expect(
      await call(t.app, 'GET', `${PUSH}/subscriptions/`, { token: none.session.access }),
    ).toMatchObject({ status: 200, body: [] });
    expect(await call(t.app, 'GET', `${PUSH}/subscriptions/`)).toMatchObject({
      status: 401,
      body: { detail: expect.stringMatching(/[а-я]/) as string },
    });
  });
});

describe('push/subscriptions/renew/: the worker’s new subscription replaces the old one', () => {
  const https = (browser: BrowserSubscription) => ({
    endpoint: `https://push.example${browser.path}`,
    keys: browser.keys,
  });
  const rowsOf = (who: Person) =>
    t.app.db.db
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, who.id));
  const subscribed = async (who: Person) => {
    const body = https(browserSubscription(service));
    const res = await call(t.app, 'POST', `${PUSH}/subscriptions/`, {
      token: who.session.access,
      body,
    });
    expect(res.status).toBe(201);
    return body;
  };

  it('without a login, proven by the old endpoint and its auth secret: the same user’s device, once', async () => {
    const user = await person();
    const old = await subscribed(user);
    const next = https(browserSubscription(service));
    const renewed = await call(t.app, 'POST', `${PUSH}/subscriptions/renew/`, {
      body: { old_endpoint: old.endpoint, old_auth: old.keys.auth, subscription: next },
    });
    expect(renewed).toMatchObject({
      status: 200,
      body: { subscription_id: expect.any(Number) as number, endpoint: next.endpoint },
    });
    expect(await rowsOf(user)).toEqual([{ endpoint: next.endpoint, p256dh: next.keys.p256dh }]);
    // The old subscription is gone: it proves nothing any more.
    const again = await call(t.app, 'POST', `${PUSH}/subscriptions/renew/`, {
      body: {
        old_endpoint: old.endpoint,
        old_auth: old.keys.auth,
        subscription: https(browserSubscription(service)),
      },
    });
    expect(again).toMatchObject({
      status: 404,
      body: { detail: NOTIFICATION_MESSAGES.renewUnknown },
    });
    // Same endpoint, new keys (a browser that only rotated them): the row takes the new keys.
    const rotated = { ...https(browserSubscription(service)), endpoint: next.endpoint };
    const kept = await call(t.app, 'POST', `${PUSH}/subscriptions/renew/`, {
      body: { old_endpoint: next.endpoint, old_auth: next.keys.auth, subscription: rotated },
    });
    expect(kept.status).toBe(200);
    expect(await rowsOf(user)).toEqual([{ endpoint: next.endpoint, p256dh: rotated.keys.p256dh }]);
  });

  it('refuses a wrong secret or an unknown endpoint (404) and bad input (Russian 400s), changing nothing', async () => {
    const [user, other] = [await person(), await person()];
    const old = await subscribed(user);
    const othersOwn = await subscribed(other);
    const next = https(browserSubscription(service));
    const good = { old_endpoint: old.endpoint, old_auth: old.keys.auth, subscription: next };
    const refused: [unknown, number, string?][] = [
      [{ ...good, old_auth: othersOwn.keys.auth }, 404], // another device's secret proves nothing here
      [{ ...good, old_auth: Buffer.alloc(16).toString('base64url') }, 404],
      [{ ...good, old_auth: old.keys.auth.slice(0, -2) }, 404],
      [{ ...good, old_endpoint: 'https://push.example/never' }, 404],
      [
        { ...good, subscription: { ...next, endpoint: next.endpoint.replace('https', 'http') } },
        400,
        'subscription.endpoint',
      ],
      [
        { ...good, subscription: { ...next, keys: { ...next.keys, auth: 'AAAA' } } },
        400,
        'subscription.keys.auth',
      ],
      [
        { ...good, subscription: { ...next, keys: { ...next.keys, p256dh: 'not base64!' } } },
        400,
        'subscription.keys.p256dh',
      ],
      [{ ...good, old_auth: 'not base64!' }, 400, 'old_auth'],
      [{ old_auth: good.old_auth, subscription: next }, 400, 'old_endpoint'],
      [{ ...good, extra: 1 }, 400, 'extra'],
      ['not json', 400],
    ];
    for (const [body, status, field] of refused) {
      const res = await call<Record<string, unknown>>(
        t.app,
        'POST',
        `${PUSH}/subscriptions/renew/`,
        {
          body,
        },
      );
      expect(res.status, JSON.stringify(body)).toBe(status);
      if (field) expect(Object.keys(res.body), JSON.stringify(res.body)).toContain(field);
      expect(JSON.stringify(res.body)).toMatch(/[а-я]/);
    }
    expect(await rowsOf(user)).toEqual([{ endpoint: old.endpoint, p256dh: old.keys.p256dh }]);
    expect(await rowsOf(other)).toEqual([
      { endpoint: othersOwn.endpoint, p256dh: othersOwn.keys.p256dh },
    ]);
  });
});

describe('the VAPID key', () => {
  it('is public: the worker re-subscribes with it, holding no login', async () => {
    const key = await call<{ public_key: string }>(t.app, 'GET', `${PUSH}/vapid-key/`);
    expect(key).toMatchObject({ status: 200, body: { public_key: t.app.secrets.vapid.publicKey } });
  });

  it('is the same after a restart on the same database, and the environment’s pair wins', async () => {
    const scratch = process.env.DATABASE_URL
      ? await createScratchDatabase(process.env.DATABASE_URL, 'podryad_test')
      : null;
    const dir = scratch ? null : await mkdtemp(path.join(tmpdir(), 'podryad-vapid-'));
    const database: Config['database'] = scratch
      ? { kind: 'postgres', url: scratch.url }
      : { kind: 'pglite', dataDir: dir! };
    const keyOf = async (overrides: Partial<Config> = {}) => {
      const app = await buildApp(testConfig({ database, seedDemo: false, ...overrides }));
      try {
        return app.secrets.vapid;
      } finally {
        await app.close();
      }
    };
    try {
      const first = await keyOf();
      expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(await keyOf()).toEqual(first);
      const configured = { publicKey: 'B'.repeat(87), privateKey: 'c'.repeat(43) };
      expect(await keyOf({ vapidKeys: configured })).toEqual(configured);
    } finally {
      await scratch?.drop();
      if (dir) await rm(dir, { recursive: true, force: true });
    }
    // A hang guard, not a speed check: three starts on a new database, each migrating it, took 30 s under load.
  }, 180_000);
});
