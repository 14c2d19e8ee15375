import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/db/seed/demo-users';
import { freePort, preparedDataDir, startServer } from './helpers/server-process';

// The embedded database's promise: a process killed mid-write (SIGKILL: no shutdown, no flush) loses no write
// it has answered. Three writers run at once — new rows (registrations) and two rows overwritten with a rising
// counter — and the server is killed while their requests are in flight.
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** Each writer stops after this many answered writes; the kill comes while the next ones are in flight. */
const ACKED_PER_WRITER = 12;

type Server = ReturnType<typeof startServer>;

async function call(server: Server, method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(server.url + url, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    json: (await res.json().catch(() => null)) as Record<string, unknown>,
  };
}

async function login(server: Server, email: string): Promise<string> {
  const res = await call(server, 'POST', '/auth/api/v1/jwt/create/', {
    email,
    password: DEMO_PASSWORD,
  });
  expect(res.status).toBe(200);
  return res.json.access as string;
}

/**
 * Runs `write(n)` for n = 1, 2, … one after another until the server is gone; `acked` is the highest n
 * answered with `okStatus`. `reached` settles once ACKED_PER_WRITER writes are answered and the next is sent.
 */
function writer(write: (n: number) => Promise<number>, okStatus: number) {
  const state = { acked: 0, failure: '' };
  let reachedNow = () => {};
  const reached = new Promise<void>((resolve) => (reachedNow = resolve));
  const done = (async () => {
    for (let n = 1; ; n++) {
      if (n > ACKED_PER_WRITER) reachedNow(); // this write goes out now: the kill may land on it
      let status: number;
      try {
        status = await write(n);
      } catch {
        return; // the server is gone: this write was never answered
      }
      if (status !== okStatus) {
        state.failure ||= `write ${n} answered ${status}`;
        reachedNow();
        return;
      }
      state.acked = n;
    }
  })();
  return { state, reached, done };
}

describe('the embedded database', () => {
  // 300 s: two server processes start, and on a busy machine (CI beside Playwright and other work) the whole
  // took over 120 s once. The bound only catches a hang.
  it('keeps every answered write when the server process is killed with SIGKILL during writes', async () => {
    const dataDir = await preparedDataDir('podryad-durability-');
    dirs.push(dataDir);

    const first = startServer(dataDir, await freePort());
    await first.ready;
    const client = await login(first, 'client@podryad.example');
    const leader = await login(first, 'agency@podryad.example');
    const companyId = (
      await call(first, 'GET', '/company/api/v1/companies/my-account/', undefined, client)
    ).json.company as { id: number };
    const agencyId = (
      await call(first, 'GET', '/contractor/api/v1/contractors/my-account/', undefined, leader)
    ).json.contractor as { id: number } | undefined;
    expect(companyId.id).toBeGreaterThan(0);
    expect(agencyId?.id).toBeGreaterThan(0);
    const types = await call(first, 'GET', '/accounts/api/v1/account-types/');
    const clientType = (types.json.results as { id: number; name: string }[]).find(
      (t) => t.name === 'client',
    )!.id;

    const email = (n: number) => `durable-${n}@example.com`;
    const registrations = writer(
      async (n) =>
        (
          await call(first, 'POST', '/auth/api/v1/users/', {
            email: email(n),
            password: 'Durable-pass-2026',
            re_password: 'Durable-pass-2026',
            type_account: clientType,
          })
        ).status,
      201,
    );
    const company = writer(
      async (n) =>
        (
          await call(
            first,
            'PATCH',
            `/company/api/v1/companies/${companyId.id}/`,
            { description: `запись ${n}` },
            client,
          )
        ).status,
      200,
    );
    const agency = writer(
      async (n) =>
        (
          await call(
            first,
            'PATCH',
            `/contractor/api/v1/contractors/${agencyId!.id}/`,
            { description: `запись ${n}` },
            leader,
          )
        ).status,
      200,
    );
    const writers = [registrations, company, agency];
    await Promise.all(writers.map((w) => w.reached));
    // Every writer has a request in flight now: it writes on until the process is gone.
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull(); // killed, not exited
    await Promise.all(writers.map((w) => w.done));
    for (const w of writers) expect(w.state.failure).toBe('');
    for (const w of writers) expect(w.state.acked).toBeGreaterThanOrEqual(ACKED_PER_WRITER);

    const second = startServer(dataDir, await freePort());
    await second.ready;
    try {
      for (let n = 1; n <= registrations.state.acked; n++) {
        const again = await call(second, 'POST', '/auth/api/v1/users/', {
          email: email(n),
          password: 'Durable-pass-2026',
          re_password: 'Durable-pass-2026',
          type_account: clientType,
        });
        expect(again.status, email(n)).toBe(400); // the account is still there
        expect(again.json).toHaveProperty('email');
      }
      const counter = (description: unknown) => Number(String(description).split(' ')[1]);
      const client2 = await login(second, 'client@podryad.example');
      const savedCompany = await call(
        second,
        'GET',
        `/company/api/v1/companies/${companyId.id}/`,
        undefined,
        client2,
      );
      expect(counter(savedCompany.json.description)).toBeGreaterThanOrEqual(company.state.acked);
      const savedAgency = await call(
        second,
        'GET',
        `/contractor/api/v1/contractors/${agencyId!.id}/`,
      );
      expect(counter(savedAgency.json.description)).toBeGreaterThanOrEqual(agency.state.acked);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  }, 300_000);
});
