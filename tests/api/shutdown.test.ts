import { request as httpRequest } from 'node:http';
import { rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { openDatabase } from '../../server/db/client';
import { SERVICE_RESTART } from '../../server/ops';
import { freePort, preparedDataDir, startServer } from './helpers/server-process';

// The real process: `main.ts` listens, serves, and on SIGTERM stops accepting, finishes what it has in
// flight, tells the sockets it restarts (1012) and exits 0. Each start takes seconds on a quiet machine and far
// longer on a loaded one: generous limits, since CI's machine is busy.
const PROCESS_TIMEOUT_MS = 180_000;
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

// A copy of the run's seeded database: the first start from nothing is every browser-test run's server.
const seededDataDir = async () => {
  const dataDir = await preparedDataDir('podryad-shutdown-');
  dirs.push(dataDir);
  return dataDir;
};

/** Whether a new connection to `port` is refused (the server stopped accepting). */
const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

async function untilRefused(port: number): Promise<void> {
  while (!(await refused(port))) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the server process', () => {
  it(
    'prints its URL, serves, and exits 0 on SIGTERM; a restart reuses the data',
    async () => {
      const dataDir = await seededDataDir();
      const port = await freePort();

      const first = startServer(dataDir, port);
      await first.ready;
      expect(first.output()).toContain(`http://127.0.0.1:${port}/`);
      expect((await fetch(`http://127.0.0.1:${port}/faq/api/v1/faqs/`)).status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const secondPort = await freePort();
      const second = startServer(dataDir, secondPort);
      await second.ready;
      const res = await fetch(`http://127.0.0.1:${secondPort}/location/api/v1/countries/`);
      const { count } = (await res.json()) as { count: number };
      expect(count).toBeGreaterThanOrEqual(10); // the seeded countries are still there
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    },
    PROCESS_TIMEOUT_MS * 2,
  );

  it(
    'on SIGTERM finishes a write in flight, closes sockets with 1012, refuses new connections, exits 0',
    async () => {
      const dataDir = await seededDataDir();
      const port = await freePort();
      // A grace far longer than the test's steps: nothing here depends on the machine's speed.
      const server = startServer(dataDir, port, { SHUTDOWN_GRACE_MS: '170000' });
      await server.ready;
      const base = `http://127.0.0.1:${port}`;

      // A logged-in user's notification socket, open and past its first message.
      const login = await fetch(`${base}/auth/api/v1/jwt/create/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'client@podryad.example', password: 'demo-pass-2026' }),
      });
      expect(login.status).toBe(200);
      const { access } = (await login.json()) as { access: string };
      const me = await fetch(`${base}/auth/api/v1/users/me/`, {
        headers: { authorization: `Bearer ${access}` },
      });
      const { id: userId } = (await me.json()) as { id: number };
      const socket = new WebSocket(
        `ws://127.0.0.1:${port}/ws/notifications/${userId}/?token=${access}`,
      );
      const closed = new Promise<number>((resolve) => socket.once('close', resolve));
      await new Promise((resolve, reject) => {
        socket.once('message', resolve);
        socket.once('error', reject);
      });

      // A write in flight: the reset request's headers are in (the server said 100 Continue), its body
      // is not yet complete when the signal comes.
      const email = 'client@podryad.example';
      const body = Buffer.from(JSON.stringify({ email }));
      const write = httpRequest(`${base}/auth/api/v1/users/reset_password/`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          expect: '100-continue',
          'x-request-id': 'in-flight-reset',
        },
      });
      const answered = new Promise<{ status: number; requestId: unknown }>((resolve, reject) => {
        write.once('response', (res) => {
          res.resume();
          res.once('end', () =>
            resolve({ status: res.statusCode ?? 0, requestId: res.headers['x-request-id'] }),
          );
        });
        write.once('error', reject);
      });
      await new Promise((resolve) => write.once('continue', resolve));
      write.write(body.subarray(0, 5));

      server.child.kill('SIGTERM');
      await untilRefused(port); // no new connection is taken…
      expect(await closed).toBe(SERVICE_RESTART); // …the socket heard «service restart»…
      write.end(body.subarray(5)); // …and the request already in finishes
      expect(await answered).toEqual({ status: 204, requestId: 'in-flight-reset' });
      expect(await server.exited).toBe(0);

      // The write is in the database: the reset mail's outbox row committed before the process ended.
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const rows = await database.query<{ subject: string }>(
          'select subject from outbox where "to" = $1',
          [email],
        );
        expect(rows.map((row) => row.subject)).toEqual([expect.stringContaining('Сброс пароля')]);
      } finally {
        await database.close();
      }
    },
    PROCESS_TIMEOUT_MS * 2,
  );
});
