import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

// Helpers of the PWA journeys: extra servers on other ports (a second build, a broken copy of dist/), the
// worker taking the page, a logged-in visitor, and what the browser keeps in Cache Storage and IndexedDB.

export const DIST_DIR = 'dist';

export async function tempDir(name: string): Promise<string> {
  return mkdtemp(path.join(tmpdir(), `podryad-${name}-`));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A copy of a production build (dist/, which the other specs use) to change without touching it. */
export async function copyDist(to: string, from = DIST_DIR): Promise<string> {
  await cp(from, to, { recursive: true });
  return to;
}

export async function buildIdOf(staticDir: string): Promise<string> {
  const info = JSON.parse(await readFile(path.join(staticDir, 'builds/latest.json'), 'utf8')) as {
    buildId: string;
  };
  return info.buildId;
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} exited ${code}:\n${output}`)),
    );
  });
}

/** The production build of the working tree into `outDir` (as `npm run build`), with the given build id. */
export async function buildApp(outDir: string, buildId: string): Promise<void> {
  const vite = (args: string[]) =>
    run(
      process.execPath,
      ['node_modules/vite/bin/vite.js', 'build', ...args, '--logLevel', 'warn'],
      {
        BUILD_ID: buildId,
      },
    );
  await vite(['--outDir', outDir, '--emptyOutDir']);
  await vite([
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    path.join(outDir, 'ssr'),
    '--emptyOutDir',
  ]);
}

/** How long a server start may take; a test that starts one allows for it in its own timeout. */
export const START_TIMEOUT_MS = 150_000;

export type AppServer = { url: string; stop: () => Promise<void> };

/** The real server (server/main.ts) serving `staticDir` on `port`, on its own embedded database. */
export async function startServer(
  staticDir: string,
  port: number,
  dataDir: string,
): Promise<AppServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A first start migrates and seeds a new database: ≈ 15 s on an idle machine, over 60 s on a busy CI one.
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server on ${port} exited ${child.exitCode}:\n${stderr}`);
    try {
      if ((await fetch(`${url}/faq/api/v1/faqs/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server on ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true });

/**
 * Waits until the service worker is active, controls the page (the first one claims it) and has cached
 * what the page loaded before (and the logged-in user's screens): `<html data-offline-ready>`.
 */
export async function waitForWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.waitForFunction(() => document.documentElement.dataset.offlineReady === 'true');
}

export const DEMO_PASSWORD = 'demo-pass-2026';

/**
 * Logs a demo user in through the API and sets the `user` and `token` cookies as the app does,
 * until the login screen exists. Returns the user's id and access token.
 */
export async function logInAs(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  email: string,
): Promise<{ id: number; access: string }> {
  const tokenResponse = await request.post(`${baseURL}/auth/api/v1/jwt/create/`, {
    data: { email, password: DEMO_PASSWORD },
  });
  if (!tokenResponse.ok()) throw new Error(`login failed: ${tokenResponse.status()}`);
  const token = (await tokenResponse.json()) as { access: string; refresh: string };
  const meResponse = await request.get(`${baseURL}/auth/api/v1/users/me/`, {
    headers: { Authorization: `Bearer ${token.access}` },
  });
  const me = (await meResponse.json()) as {
    id: number;
    type_account: number | null;
    accountTypes: Array<{ id: number; name: string }>;
  };
  const user = { id: me.id, type_account: me.type_account, accountTypes: me.accountTypes };
  const cookie = (name: string, value: unknown) => ({
    name,
    value: encodeURIComponent(JSON.stringify(value)),
    url: baseURL,
    sameSite: 'Lax' as const,
  });
  await context.addCookies([cookie('user', user), cookie('token', token)]);
  return { id: me.id, access: token.access };
}

/** Every Cache Storage cache with the URLs it holds. */
export async function cachedUrls(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const requests = await (await caches.open(name)).keys();
      result[name] = requests.map((request) => request.url);
    }
    return result;
  });
}

/** Every IndexedDB database, store, key and value of the origin, as one JSON text. */
export async function indexedDbDump(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
      });
    const dump: Record<string, unknown> = {};
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await request(indexedDB.open(name));
      for (const store of Array.from(db.objectStoreNames)) {
        const tx = db.transaction(store, 'readonly');
        const keys = await request(tx.objectStore(store).getAllKeys());
        const values = await request(tx.objectStore(store).getAll());
        dump[`${name}/${store}`] = { keys, values };
      }
      db.close();
    }
    return JSON.stringify(dump);
  });
}
