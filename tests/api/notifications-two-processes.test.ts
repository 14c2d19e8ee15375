import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { createScratchDatabase } from '../../server/db/scratch';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo-users';
import { openSocket } from './helpers/notifications';
import { freePort, startServer } from './helpers/server-process';

// Scale-out on a real PostgreSQL: an event made through one server process reaches a socket held by another.
// Process A is a child `server/main.ts` on the demo data; process B is this test's own server, on the same
// database, holding the socket. Each LISTENs on its own connection; nothing else links them.

const serverUrl = process.env.DATABASE_URL;
const START_TIMEOUT_MS = 60_000;

async function http<T>(url: string, method: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${url}`).toBeLessThan(300);
  return (await res.json()) as T;
}

describe.runIf(Boolean(serverUrl))('two server processes on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let dataDir: string;
  let a: ReturnType<typeof startServer>;
  let b: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, 'podryad_two');
    dataDir = await mkdtemp(path.join(tmpdir(), 'podryad-two-'));
    // Migrates and seeds the demo data first.
    a = startServer(dataDir, await freePort(), {
      DATABASE_URL: scratch.url,
      SEED_DEMO: 'true',
      STATIC_DIR: path.join(dataDir, 'no-build'),
    });
    await a.ready;
    b = await buildApp(testConfig({ database: { kind: 'postgres', url: scratch.url } }));
  }, START_TIMEOUT_MS + 30_000);

  afterAll(async () => {
    await b?.close();
    if (a && a.child.exitCode === null) {
      a.child.kill('SIGTERM');
      await a.exited;
    }
    await scratch?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('a profile published through process A reaches the leader’s socket on process B within 1 s', async () => {
    const leader = DEMO_ACCOUNTS[1]; // the leader of the demo agency
    const { access } = await http<{ access: string }>(`${a.url}/auth/api/v1/jwt/create/`, 'POST', {
      email: leader.email,
      password: DEMO_PASSWORD,
    });
    const user = decodeJwt(access).user_id as number;
    const { contractor } = await http<{ contractor: { id: number } }>(
      `${a.url}/accounts/api/v1/contractor-accounts/get_contractor_by_user/`,
      'GET',
      undefined,
      access,
    );
    const socket = await openSocket(b, `/ws/notifications/${user}/?token=${access}`);
    expect((await socket.next()).type).toBe('init');

    const profile = `${a.url}/contractor/api/v1/contractors/${contractor.id}/`;
    await http(profile, 'PATCH', { is_published: false }, access);
    await http(profile, 'PATCH', { is_published: true }, access);
    // Committed when A answered: from then on, B has 1 s (its NOTIFY may even have come first).
    const message = await socket.next(1_000);
    expect(message).toMatchObject({
      type: 'notification',
      notification: { kind: 'profile_published', link: `/executor/${contractor.id}` },
    });
    expect(await socket.silentFor(300)).toBe(true); // once, not once per process
    socket.close();
  });
});
