import { readFileSync } from 'node:fs';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Avatar } from '../../contract/materials';
import type { CatalogueWirePage } from '../../contract/catalogue';
import type { RankedAgency } from '../../contract/ranking';
import { DEFAULT_AUTH_RATE_LIMIT } from '../../server/config';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/db/seed/demo-users';
import { testSocket } from '../api/helpers/notifications';
import { filePart, formData, jpeg, mediaPath } from '../api/helpers/uploads';
import { OPERATOR_TOKEN, startCluster, stopServer } from './cluster';
import { BACKEND_HEADER, startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy';

// Three real server processes start at once on one empty PostgreSQL database; two of them, A and B, then
// serve behind a round-robin proxy (no sticky sessions), every request going to the next one in turn.
// Only the project `cluster` runs this (vitest.config.ts: defined when DATABASE_URL is set).

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl)
  throw new Error('tests/cluster needs DATABASE_URL: a PostgreSQL server to make databases on');

interface Answer<T> {
  status: number;
  body: T;
  backend: string | null;
}

/** One JSON request; `ip` is the client's address the proxy forwards (X-Forwarded-For). */
async function send<T = unknown>(
  base: string,
  method: string,
  url: string,
  { body, token, ip }: { body?: unknown; token?: string; ip?: string } = {},
): Promise<Answer<T>> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body !== undefined && { 'content-type': 'application/json' }),
      ...(token && { authorization: `Bearer ${token}` }),
      ...(ip && { 'x-forwarded-for': ip }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    backend: res.headers.get(BACKEND_HEADER),
  };
}

const journal = JSON.parse(
  readFileSync(new URL('../../server/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { when: number }[] };

describe('three server processes on one PostgreSQL, two behind a round-robin proxy', () => {
  let cluster: Awaited<ReturnType<typeof startCluster>>;
  let proxy: RoundRobinProxy;
  let stoppedC: number | null;
  const direct = (name: string) =>
    `http://127.0.0.1:${cluster.servers.find((s) => s.name === name)!.port}`;

  /** Sends a cheap request when needed, so that the next one goes to `name`. */
  async function nextTo(name: 'a' | 'b') {
    if (proxy.nextBackend() !== name)
      expect((await send(proxy.url, 'GET', '/healthz')).status).toBe(200);
  }

  async function login(email: string) {
    const res = await send<{ access: string }>(proxy.url, 'POST', '/auth/api/v1/jwt/create/', {
      body: { email, password: DEMO_PASSWORD },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return { access: res.body.access, userId: decodeJwt(res.body.access).user_id as number };
  }

  /** The demo agency's leader, logged in, and its agency's id. */
  async function loginLeader() {
    const leader = await login(DEMO_ACCOUNTS[1].email);
    const agency = await send<{ contractor: { id: number } }>(
      proxy.url,
      'GET',
      '/accounts/api/v1/contractor-accounts/get_contractor_by_user/',
      { token: leader.access },
    );
    return { leader, agencyId: agency.body.contractor.id };
  }

  beforeAll(async () => {
    cluster = await startCluster(serverUrl, ['a', 'b', 'c']);
    stoppedC = await stopServer(cluster.servers[2]!);
    const [a, b] = cluster.servers;
    proxy = await startRoundRobinProxy([
      { name: 'a', port: a!.port },
      { name: 'b', port: b!.port },
    ]);
  });

  afterAll(async () => {
    try {
      await proxy?.close();
    } finally {
      await cluster?.stop();
    }
  });

  it('the three, started at once on an empty database, migrated it once under the advisory lock', async () => {
    expect(cluster.waiting).toBe(3); // each waited for the lock the test held, so each met no migration
    const rows = await cluster.query<{ hash: string; created_at: string }>(
      'select hash, created_at from drizzle.__drizzle_migrations',
    );
    expect(rows).toHaveLength(journal.entries.length);
    expect(new Set(rows.map((row) => row.hash)).size).toBe(journal.entries.length);
    expect(rows.map((row) => Number(row.created_at)).sort()).toEqual(
      journal.entries.map((entry) => entry.when).sort(),
    );
    expect(stoppedC).toBe(0); // the third stopped cleanly on SIGTERM
    // Both left answer ready, each in turn.
    const ready = [
      await send(proxy.url, 'GET', '/readyz'),
      await send(proxy.url, 'GET', '/readyz'),
    ];
    expect(ready.map((r) => [r.status, r.backend]).sort()).toEqual([
      [200, 'a'],
      [200, 'b'],
    ]);
  });

  it('the login limit trips at the same count alternating between A and B as on A alone', async () => {
    const tries = DEFAULT_AUTH_RATE_LIMIT.perIpAndEmail + 2;
    const statuses = async (base: string, email: string, ip: string) => {
      const out: number[] = [];
      for (let i = 0; i < tries; i++)
        out.push(
          (
            await send(base, 'POST', '/auth/api/v1/jwt/create/', {
              body: { email, password: 'wrong-password-1' },
              ip,
            })
          ).status,
        );
      return out;
    };
    const alone = await statuses(direct('a'), DEMO_ACCOUNTS[2].email, '10.70.0.1');
    const from = proxy.served.length;
    const spread = await statuses(proxy.url, DEMO_ACCOUNTS[3].email, '10.70.0.2');
    const limit = DEFAULT_AUTH_RATE_LIMIT.perIpAndEmail;
    expect(alone).toEqual([...Array<number>(limit).fill(401), 429, 429]);
    expect(spread).toEqual(alone);
    const backends = proxy.served.slice(from).map((s) => s.backend);
    expect(new Set(backends.filter((_, i) => i % 2 === 0)).size).toBe(1);
    expect(new Set(backends).size).toBe(2);
  });

  it('a logo uploaded through A is served by B', async () => {
    const { leader, agencyId } = await loginLeader();
    await nextTo('a');
    const { payload, headers } = formData([filePart(await jpeg(), 'logo.jpg', 'image/jpeg')]);
    const res = await fetch(`${proxy.url}/materials/api/v1/avatars/`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${leader.access}` },
      body: payload,
    });
    expect(res.status).toBe(201);
    expect(res.headers.get(BACKEND_HEADER)).toBe('a');
    const avatar = (await res.json()) as Avatar;
    const made = await send(proxy.url, 'PATCH', `/contractor/api/v1/contractors/${agencyId}/`, {
      token: leader.access,
      body: { logo: avatar.id },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);

    await nextTo('b');
    const fromB = await fetch(`${proxy.url}${mediaPath(avatar.url)}`);
    expect([fromB.status, fromB.headers.get(BACKEND_HEADER)]).toEqual([200, 'b']);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const fromA = await fetch(`${direct('a')}${mediaPath(avatar.url)}`);
    expect(Buffer.from(await fromB.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
  });

  it('an invitation made on A reaches the agency leader’s socket held by B', async () => {
    const { leader, agencyId } = await loginLeader();
    await nextTo('b');
    const ws = new WebSocket(
      `ws://127.0.0.1:${proxy.port}/ws/notifications/${leader.userId}/?token=${leader.access}`,
    );
    const socket = testSocket(ws);
    try {
      await new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      });
      const upgrade = proxy.served.at(-1)!;
      expect([upgrade.backend, upgrade.url.startsWith('/ws/notifications/')]).toEqual(['b', true]);
      expect((await socket.next(10_000)).type).toBe('init');

      const client = await login(DEMO_ACCOUNTS[0].email);
      const project = await send<{ id: number }>(proxy.url, 'POST', '/project/api/v1/projects/', {
        token: client.access,
        body: { title: 'Ролик для кластера' },
      });
      expect(project.status, JSON.stringify(project.body)).toBe(201);
      await nextTo('a');
      const invited = await send(
        proxy.url,
        'POST',
        '/tender/api/v1/invitations/create-invitations/',
        {
          token: client.access,
          body: {
            project: project.body.id,
            contractors: [agencyId],
            message: 'Ждём',
          },
        },
      );
      expect([invited.status, invited.backend]).toEqual([201, 'a']);
      // Committed when A answered; B hears it through LISTEN/NOTIFY (a hang guard, not a speed check).
      expect(await socket.next(10_000)).toMatchObject({
        type: 'notification',
        notification: { kind: 'invitation_received' },
      });
      expect(await socket.silentFor(300)).toBe(true); // once, not once per process
    } finally {
      socket.close();
    }
  });

  it('a profile change through A re-ranks a project and recounts the catalogue read through B', async () => {
    const client = await login(DEMO_ACCOUNTS[0].email);
    const { leader, agencyId } = await loginLeader();
    // A project that asks for nothing: every published agency fits it.
    const project = await send<{ id: number }>(proxy.url, 'POST', '/project/api/v1/projects/', {
      token: client.access,
      body: { title: 'Ролик для кластера', requirements: {} },
    });
    expect(project.status, JSON.stringify(project.body)).toBe(201);
    const rankingOnB = async () => {
      await nextTo('b');
      const res = await send<{ count: number; results: RankedAgency[] }>(
        proxy.url,
        'GET',
        `/contractor/api/projects/${project.body.id}/dynamic-contractor/?use_cache=true&page_size=100`,
        { token: client.access },
      );
      expect([res.status, res.backend]).toEqual([200, 'b']);
      return res.body;
    };
    const keptOnB = async () => {
      const res = await fetch(`${direct('b')}/metrics`, {
        headers: { authorization: `Operator ${OPERATOR_TOKEN}` },
      });
      const line = (await res.text())
        .split('\n')
        .find((l) => l.startsWith('podryad_ranking_cache_total{result="kept"}'));
      return Number(line?.split(' ')[1] ?? 0);
    };
    const profile = async (published: boolean) => {
      await nextTo('a');
      const res = await send(proxy.url, 'PATCH', `/contractor/api/v1/contractors/${agencyId}/`, {
        token: leader.access,
        body: { is_published: published },
      });
      expect([res.status, res.backend]).toEqual([200, 'a']);
    };

    const order = (page: { results: RankedAgency[] }) =>
      page.results.map((r) => [r.contractorId, r.score]);
    // The catalogue's total and facets are counted over B's in-memory index of the agencies' keys.
    const catalogueOnB = async () => {
      await nextTo('b');
      const res = await send<CatalogueWirePage>(
        proxy.url,
        'GET',
        '/contractor/api/v1/contractors/',
      );
      expect([res.status, res.backend]).toEqual([200, 'b']);
      return { count: res.body.count, sizes: res.body.facets.team_sizes };
    };

    const listed = await catalogueOnB();
    const before = await rankingOnB();
    const kept = await keptOnB();
    expect(order(await rankingOnB())).toEqual(order(before));
    expect(await keptOnB()).toBe(kept + 1); // the second read came from B's memory
    expect(before.results.map((r) => r.contractorId)).toContain(agencyId);

    await profile(false);
    const hidden = await rankingOnB();
    expect(await keptOnB()).toBe(kept + 1); // B saw the new catalogue version: ranked again
    expect(hidden.count).toBe(before.count - 1);
    expect(hidden.results.map((r) => r.contractorId)).not.toContain(agencyId);
    const unlisted = await catalogueOnB();
    expect(unlisted.count).toBe(listed.count - 1);
    const sizeTotal = (sizes: { count: number }[]) => sizes.reduce((n, size) => n + size.count, 0);
    expect(sizeTotal(unlisted.sizes)).toBe(sizeTotal(listed.sizes) - 1);
    await profile(true);
    expect(order(await rankingOnB())).toEqual(order(before));
    expect(await catalogueOnB()).toEqual(listed);
  });
});
