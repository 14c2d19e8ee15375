import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real process: `main.ts` listens, serves, and on SIGTERM finishes what it has and exits cleanly.
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

/** A port the system has just handed out as free (a random one may be taken, e.g. by a parallel run). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Подряд запущен')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited ${code}: ${output}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, ready, exited, output: () => output };
}

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
