import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, startServer } from './helpers/server-process';

// The real process: `main.ts` listens, serves, and on SIGTERM finishes what it has and exits cleanly.
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe('the server process', () => {
  it('prints its URL, serves, and exits 0 on SIGTERM; a restart reuses the data', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'podryad-shutdown-'));
    dirs.push(dataDir);
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
  }, 60_000);
});
