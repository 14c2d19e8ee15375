import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unreadCount } from '../../contract/notification-window';
import {
  NOTIFICATION_MESSAGES,
  SOCKET_CLOSE,
  type SocketMessage,
} from '../../contract/notifications';
import { signToken } from '../../server/modules/auth/jwt';
import { call, login } from './helpers/accounts';
import { openSocket, seedNotification, userIdsOf } from './helpers/notifications';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { buildWorld, type Role, type World } from './helpers/world';

// The notification socket: only its own user with a live access token gets in; it sends the window and the
// unread count first, then each new notification as its action commits, and answers the read commands.

const NOW = new Date('2026-03-20T09:00:00Z'); // the server's clock for the window: Friday, March 20th
const DAY = 24 * 60 * 60 * 1000;
const ORIGIN = 'http://localhost'; // testConfig's PUBLIC_URL

let t: TestApp;
let world: World;
let ids: Partial<Record<Role, number>>;
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => NOW });
  world = await buildWorld(t.app);
  ids = await userIdsOf(t.app, world);
});
afterAll(() => t.close());

const socketPath = (userId: number | string, token?: string) =>
  `/ws/notifications/${userId}/${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
const open = (role: Role, headers: Record<string, string> = { origin: ORIGIN }) =>
  openSocket(t.app, socketPath(ids[role]!, world[role].session!.access), headers);

const init = async (socket: Awaited<ReturnType<typeof openSocket>>) => {
  const first = await socket.next();
  expect(first.type).toBe('init');
  return first as Extract<SocketMessage, { type: 'init' }>;
};

describe('who gets in', () => {
  it('closes with 4401 without a token or with a bad one', async () => {
    for (const token of [undefined, '', 'not-a-jwt', world.client.session!.refresh]) {
      const socket = await openSocket(t.app, socketPath(ids.client!, token));
      expect((await socket.closed).code, String(token)).toBe(SOCKET_CLOSE.unauthorized);
    }
  });

  it('closes with 4403 for a valid token of another user', async () => {
    const socket = await openSocket(t.app, socketPath(ids.leader!, world.client.session!.access));
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.forbidden);
    const garbled = await openSocket(t.app, socketPath('me', world.client.session!.access));
    expect((await garbled.closed).code).toBe(SOCKET_CLOSE.forbidden);
  });

  it('closes with 4401 for the access token of a login that has ended (as HTTP refuses it)', async () => {
    const session = await login(
      t.app,
      world.otherClient.session!.email,
      world.otherClient.session!.password,
    );
    const out = await call(t.app, 'POST', '/auth/api/v1/jwt/blacklist/', {
      body: { refresh: session.refresh },
    });
    expect(out.status).toBe(200);
    const socket = await openSocket(t.app, socketPath(ids.otherClient!, session.access));
    expect((await socket.closed).code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it('refuses a page of another origin before the handshake; lets the app’s and no-Origin clients in', async () => {
    await expect(open('client', { origin: 'https://evil.example' })).rejects.toThrow('403');
    const fromApp = await open('client');
    expect((await fromApp.next()).type).toBe('init');
    fromApp.close();
    const script = await open('client', {});
    expect((await script.next()).type).toBe('init');
    script.close();
  });

  it('lets in a page of the host the request went to (a dev proxy, another port); not another site', async () => {
    const dev = await open('client', { origin: 'http://localhost:8080', host: 'localhost:8080' });
    expect((await dev.next()).type).toBe('init');
    dev.close();
    for (const origin of [
      'http://evil.example',
      'http://localhost:8081',
      'null',
      'ftp://localhost:8080',
    ])
      await expect(open('client', { origin, host: 'localhost:8080' }), origin).rejects.toThrow(
        '403',
      );
  });

  it('answers a plain GET (no upgrade) with 426 in DRF’s shape', async () => {
    const res = await t.app.inject(socketPath(ids.client!, world.client.session!.access));
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ detail: NOTIFICATION_MESSAGES.notASocket });
  });

  it('closes with 4401 when the token expires', async () => {
    const session = await login(
      t.app,
      world.manager.session!.email,
      world.manager.session!.password,
    );
    const { fid } = decodeJwt(session.access) as { fid: string };
    // A token of the same live login that has a few seconds left (room for a busy machine's handshake).
    const { token } = await signToken(t.app.secrets.jwt, 'access', ids.manager!, {
      familyId: fid,
      now: Math.floor(Date.now() / 1000) - 5 * 60 + 4,
    });
    const socket = await openSocket(t.app, socketPath(ids.manager!, token));
    expect((await socket.next()).type).toBe('init');
    const closed = await socket.closed;
    expect(closed).toEqual({ code: SOCKET_CLOSE.unauthorized, reason: 'token expired' });
  });
});

describe('what it sends', () => {
  it('starts with this month and the last 7 days, newest first, and the unread count of spec §4', async () => {
    const user = [ids.specialist!];
    const [thisWeek] = await seedNotification(t.app, user, new Date(NOW.getTime() - 2 * DAY));
    const [earlyRead] = await seedNotification(t.app, user, new Date('2026-03-02T10:00:00Z'));
    const [earlyUnread] = await seedNotification(t.app, user, new Date('2026-03-01T06:00:00Z'));
    const [lastMonth] = await seedNotification(t.app, user, new Date('2026-02-25T10:00:00Z'));
    await call(t.app, 'PATCH', `/notification/api/v1/notifications/${earlyRead}/`, {
      token: world.specialist.session!.access,
      body: { is_read: true },
    });
    const socket = await open('specialist');
    const first = await init(socket);
    const shown = first.results.map((n) => n.notification_id);
    expect(shown).toEqual(expect.arrayContaining([thisWeek, earlyRead, earlyUnread]));
    expect(shown).not.toContain(lastMonth);
    expect(shown.indexOf(thisWeek!)).toBeLessThan(shown.indexOf(earlyUnread!));
    const unread = first.results.filter((n) => !n.is_read).length;
    expect(first.unread_count).toBe(unread);
    expect(first.unread_count).toBe(unreadCount(first.results, NOW, 'Europe/Moscow'));
    expect(unread).toBeGreaterThanOrEqual(2);
    socket.close();
  });

  it('delivers a notification as soon as the action that makes it commits, to its users only', async () => {
    const specialist = await open('specialist');
    const client = await open('client');
    await init(specialist);
    await init(client);
    const url = `/contractor/api/v1/contractors/${world.leader.contractorId}/`;
    const token = world.leader.session!.access;
    expect((await call(t.app, 'PATCH', url, { token, body: { is_published: false } })).status).toBe(
      200,
    );
    expect((await call(t.app, 'PATCH', url, { token, body: { is_published: true } })).status).toBe(
      200,
    );
    const live = await specialist.next();
    expect(live).toMatchObject({
      type: 'notification',
      notification: { kind: 'profile_published', is_read: false, title: 'Профиль опубликован' },
    });
    expect(await client.silentFor(300)).toBe(true);
    specialist.close();
    client.close();
  });

  it('marks one or all read on command and answers with the new unread count', async () => {
    const [a, b] = [
      ...(await seedNotification(t.app, [ids.leader!], new Date(NOW.getTime() - DAY))),
      ...(await seedNotification(t.app, [ids.leader!], new Date(NOW.getTime() - DAY))),
    ];
    const [foreign] = await seedNotification(t.app, [ids.client!], NOW);
    const socket = await open('leader');
    const { unread_count } = await init(socket);
    socket.send({ command: 'read', notification_id: a });
    expect(await socket.next()).toEqual({
      type: 'unread_count',
      unread_count: unread_count - 1,
      notification_id: a,
    });
    socket.send({ command: 'read', notification_id: foreign });
    expect(await socket.next()).toEqual({ type: 'error', detail: 'Не найдено.' });
    socket.send('{"command": "delete"}');
    expect(await socket.next()).toMatchObject({ type: 'error' });
    socket.send('not json');
    expect(await socket.next()).toMatchObject({ type: 'error' });
    socket.send({ command: 'read_all' });
    expect(await socket.next()).toMatchObject({ type: 'unread_count', unread_count: 0 });
    const list = await call<{ results: { notification_id: number; is_read: boolean }[] }>(
      t.app,
      'GET',
      '/notification/api/v1/notifications/?unread=true',
      { token: world.leader.session!.access },
    );
    expect(list.body.results.map((n) => n.notification_id)).not.toContain(b);
    const clientList = await call<{ results: { notification_id: number }[] }>(
      t.app,
      'GET',
      '/notification/api/v1/notifications/?unread=true',
      { token: world.client.session!.access },
    );
    expect(clientList.body.results.map((n) => n.notification_id)).toContain(foreign);
    socket.close();
  });
});

describe('a flooding client', () => {
  it('is closed with 1008 when its commands pile up unanswered', async () => {
    const socket = await open('otherClient');
    await init(socket);
    for (let i = 0; i < 500; i++) socket.send({ command: 'read_all' });
    expect((await socket.closed).code).toBe(1008);
  });
});

describe('heartbeats', () => {
  it('keep a peer that answers pings, and drop one that stopped answering', async () => {
    const path = socketPath(ids.client!, world.client.session!.access);
    const live = await openSocket(t.app, path);
    const dead = await openSocket(t.app, path, {}, { answerPings: false });
    await init(live);
    await init(dead);
    t.app.notificationHub.beat(); // pings both
    await new Promise((resolve) => setTimeout(resolve, 200)); // the live one's pong comes back
    t.app.notificationHub.beat(); // the dead one never answered: dropped
    expect((await dead.closed).code).toBe(1006); // terminated, no closing handshake
    expect(await live.silentFor(200)).toBe(true);
    const [made] = await seedNotification(t.app, [ids.client!], NOW);
    expect(await live.next()).toMatchObject({ notification: { notification_id: made } });
    live.close();
  });
});

describe('the LISTEN connection on PostgreSQL', () => {
  it.runIf(Boolean(process.env.DATABASE_URL))(
    'reconnects after a drop and delivers what was made meanwhile, from the table',
    async () => {
      const socket = await open('client');
      await init(socket);
      const killed = await t.app.db.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and query = 'LISTEN "notifications"' and pid <> pg_backend_pid()`,
      );
      expect(killed.length).toBe(1);
      await t.app.db.query('select pg_terminate_backend($1)', [killed[0]!.pid]);
      // Made while the listener is down: its NOTIFY reaches nobody, the catch-up finds the row.
      const [made] = await seedNotification(t.app, [ids.client!], NOW);
      const live = await socket.next(10_000);
      expect(live).toMatchObject({ type: 'notification', notification: { notification_id: made } });
      expect(await socket.silentFor(500)).toBe(true); // and only once
      socket.close();
    },
  );
});
