import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerActive, type Session } from './helpers/accounts';
import { openSocket } from './helpers/notifications';
import { buildTestApp, type TestApp } from './helpers/test-app';

// A socket frame over the limit (4 KiB) is the client's doing: closed with 1009 «message too big» and
// logged as a warning, never as a server error.

const logged: { level: number; msg: string }[] = [];
let t: TestApp;
let session: Session;
let userId: number;
beforeAll(async () => {
  t = await buildTestApp(
    { logLevel: 'warn' },
    { logStream: { write: (line) => void logged.push(JSON.parse(line) as (typeof logged)[0]) } },
  );
  session = await registerActive(t.app, 'client');
  userId = (
    await call<{ id: number }>(t.app, 'GET', '/auth/api/v1/users/me/', {
      token: session.access,
    })
  ).body.id;
});
afterAll(() => t.close());

const open = () =>
  openSocket(t.app, `/ws/notifications/${userId}/?token=${encodeURIComponent(session.access)}`);

describe('a frame over the limit', () => {
  it('closes the socket with 1009 and logs a warning, no error', async () => {
    const socket = await open();
    expect((await socket.next()).type).toBe('init');
    socket.send({ command: 'read_all', padding: 'x'.repeat(5 * 1024) });
    expect((await socket.closed).code).toBe(1009);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'socket frame too large' }),
    );
  });

  it('a frame within the limit is answered as before', async () => {
    const socket = await open();
    expect((await socket.next()).type).toBe('init');
    socket.send({ command: 'read_all' });
    expect((await socket.next()).type).toBe('unread_count');
    socket.close();
    expect([1000, 1005]).toContain((await socket.closed).code);
  });
});
