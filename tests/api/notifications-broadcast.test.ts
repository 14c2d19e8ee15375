import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification, SocketMessage } from '../../contract/notifications';
import { accountTypes, notifications, refreshTokens, users } from '../../server/db/schema';
import { signToken } from '../../server/modules/auth/jwt';
import { anyOf } from '../../server/realtime/any-of';
import { toNotification } from '../../server/realtime/wire';
import { openSocket, type TestSocket } from './helpers/notifications';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { notify } from '../../server/realtime';

// A broadcast: one event for a thousand users, each with a socket open. Its NOTIFY goes out in several payloads
// and its socket messages are serialised once for all; each socket must still get its own notification.

const NOW = new Date('2026-03-20T09:00:00Z');
const RECIPIENTS = 1_000;

let t: TestApp;
let people: { id: number; socket: TestSocket }[];
beforeAll(async () => {
  t = await buildTestApp({}, { clock: () => NOW });
  const db = t.app.db.db;
  const [client] = await db.select().from(accountTypes).where(eq(accountTypes.name, 'client'));
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: RECIPIENTS }, (_, i) => ({
        email: `broadcast-${i}@test.example`,
        password: '!',
        isActive: true,
        typeAccountId: client!.id,
      })),
    )
    .returning({ id: users.id });
  const logins = made.map(({ id }) => ({ id, familyId: randomBytes(8).toString('hex') }));
  await db.insert(refreshTokens).values(
    logins.map(({ id, familyId }) => ({
      jti: randomBytes(16).toString('hex'),
      userId: id,
      familyId,
      expiresAt: new Date(NOW.getTime() + 24 * 3600_000),
    })),
  );
  people = [];
  for (const { id, familyId } of logins) {
    const { token } = await signToken(t.app.secrets.jwt, 'access', id, { familyId });
    const socket = await openSocket(t.app, `/ws/notifications/${id}/?token=${token}`);
    expect(await socket.next()).toMatchObject({ type: 'init', results: [], unread_count: 0 });
    people.push({ id, socket });
  }
}, 120_000);
afterAll(async () => {
  for (const { socket } of people ?? []) socket.close();
  await t.close();
});

const broadcast = (agency: string) =>
  t.app.db.db.transaction((tx) =>
    notify(tx, {
      kind: 'profile_published',
      recipients: people.map((p) => p.id),
      params: { agency, contractor_id: 7 },
      at: NOW,
    }),
  );

/** Each user's new notification, as the table (and so the REST list) shows it. */
async function rowsByUser(ids: number[]): Promise<Map<number, Notification>> {
  const rows = await t.app.db.db.select().from(notifications).where(anyOf(notifications.id, ids));
  return new Map(rows.map((row) => [row.userId, toNotification(row)]));
}

/** Every socket gets exactly its user's notification, then its `read` drops the user's unread count to 0. */
async function expectEachGetsItsOwn(ids: number[]) {
  expect(ids).toHaveLength(RECIPIENTS);
  const expected = await rowsByUser(ids);
  for (const { id, socket } of people) {
    const message = await socket.next();
    expect(message).toEqual({ type: 'notification', notification: expected.get(id) });
  }
  for (const { id, socket } of people) {
    const notificationId = expected.get(id)!.notification_id;
    socket.send({ command: 'read', notification_id: notificationId });
    const answer: SocketMessage = await socket.next();
    expect(answer).toEqual({
      type: 'unread_count',
      unread_count: 0,
      notification_id: notificationId,
    });
  }
  for (const { socket } of people.slice(0, 20)) expect(await socket.silentFor(20)).toBe(true);
}

describe('a 1 000-recipient event', () => {
  it('reaches every socket with its own notification, unread, from the NOTIFY’s content', async () => {
    await expectEachGetsItsOwn(await broadcast('Северный «ветер» "и" \\ компания'));
  });

  it('does the same when its content is too long for the NOTIFY and the rows are read back', async () => {
    await expectEachGetsItsOwn(await broadcast('Я'.repeat(2_000)));
  });
});
