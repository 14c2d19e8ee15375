import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { DatabaseTemplates } from './database-templates';

/** A port the system has just handed out as free (a random one may be taken, e.g. by a parallel run). */
export function freePort(): Promise<number> {
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

/**
 * The real server (`server/main.ts`) as a child process on the embedded database in `dataDir`; `env` adds
 * or overrides variables.
 */
export function startServer(dataDir: string, port: number, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
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
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited ${code ?? signal}: ${output}`)),
    );
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, ready, exited, output: () => output, url: `http://127.0.0.1:${port}` };
}

/** `npm run ops -- …args` as a child process; `env` adds or overrides variables. Its exit code and output. */
export async function runOps(args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

/**
 * A new data folder holding a copy of the run's migrated and seeded template (helpers/database-templates.ts):
 * a process started on it finds its database ready, as after its first start, instead of spending a minute
 * of a busy machine migrating and seeding. For tests of what a process does, not of its first start.
 */
export async function preparedDataDir(prefix: string, seed: keyof DatabaseTemplates = 'demo') {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  // With DATABASE_URL the run's templates are PostgreSQL databases: the folder starts empty, as a first start.
  if (process.env.DATABASE_URL) return dataDir;
  const template = inject('databaseTemplates')[seed];
  const database = new PGlite({ dataDir, loadDataDir: new Blob([await readFile(template)]) });
  await database.close();
  return dataDir;
}
