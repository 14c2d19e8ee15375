import { execFile } from 'node:child_process';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { testConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import type { Db } from '../../server/db/client';
import { contractors, plans, subscriptions } from '../../server/db/schema';
import { operatorTokenPath } from '../../server/security/operator-token';
import { freePort, preparedDataDir } from './helpers/server-process';
import { TARIFFS_NOW, VALID_REQUISITES } from './helpers/tariffs';

// `npm run ops -- subscription confirm|cancel N` as the operator runs it, on an embedded database in a
// temporary DATA_DIR: through the server while one answers on HOST:PORT (the token read from
// DATA_DIR/operator-token), on the database itself once the server is gone.

const COMMAND_TIMEOUT_MS = 60_000;
let dataDir: string;
let port: number;
let app: FastifyInstance | undefined;

/** Runs the command with the server's configuration; its exit code and output. */
function ops(...args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/ops.ts', ...args],
      {
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          OPERATOR_TOKEN: '',
          HOST: '127.0.0.1',
          PORT: String(port),
        },
        timeout: COMMAND_TIMEOUT_MS,
      },
      (error, stdout, stderr) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** A pending invoice of a new agency (one unpaid invoice per agency). */
async function pendingInvoice(db: Db, name: string, inn: string): Promise<number> {
  const [agency] = await db.insert(contractors).values({ name, inn }).returning();
  const [business] = await db.select().from(plans).where(eq(plans.slug, 'business'));
  const [row] = await db
    .insert(subscriptions)
    .values({
      contractorId: agency!.id,
      planId: business!.id,
      periodMonths: 1,
      amount: business!.priceMonth,
      vatRate: 22,
      buyer: { ...VALID_REQUISITES, legal_name: name },
      seller: VALID_REQUISITES,
    })
    .returning();
  return row!.id;
}

const statusOf = async (db: Db, id: number) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]!.status;

let viaServer: number;
let direct: number;
beforeAll(async () => {
  dataDir = await preparedDataDir('podryad-ops-', 'bare');
  port = await freePort();
  app = await buildApp(
    testConfig({
      database: { kind: 'pglite', dataDir },
      dataDir,
      seedDemo: false,
      operatorToken: undefined, // as a real start: generated into DATA_DIR
    }),
    { clock: () => TARIFFS_NOW },
  );
  viaServer = await pendingInvoice(app.db.db, 'ООО «Через сервер»', '7707083893');
  direct = await pendingInvoice(app.db.db, 'ООО «Напрямую»', '7736207543');
  await app.listen({ port, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run ops', () => {
  it('the server wrote its operator token to DATA_DIR, for its owner alone', async () => {
    expect((await stat(operatorTokenPath(dataDir))).mode & 0o777).toBe(0o600);
  });

  it(
    'confirms through the running server, with the token from DATA_DIR',
    async () => {
      const res = await ops('subscription', 'confirm', String(viaServer));
      expect(res, res.stderr).toMatchObject({ code: 0 });
      expect(res.stdout.trim()).toBe(
        `Счёт № ${viaServer} оплачен: Тариф «Бизнес» на 1 месяц для ООО «Через сервер», с 20.03.2026 до 20.04.2026.`,
      );
      expect(await statusOf(app!.db.db, viaServer)).toBe('active');
      const again = await ops('subscription', 'confirm', String(viaServer));
      expect(again.code).toBe(1);
      expect(again.stderr.trim()).toBe(`Счёт № ${viaServer} уже оплачен или отменён.`);
    },
    2 * COMMAND_TIMEOUT_MS,
  );

  it(
    'with no server, runs on the database itself',
    async () => {
      await app!.close();
      app = undefined;
      // A folder still marked open (another process, or a crash) is not touched without --force.
      await writeFile(path.join(dataDir, 'postmaster.pid'), '-42\n');
      const held = await ops('subscription', 'confirm', String(direct));
      expect(held.code).toBe(1);
      expect(held.stderr).toContain('открыта другим процессом');
      await rm(path.join(dataDir, 'postmaster.pid'));
      const res = await ops('subscription', 'confirm', String(direct));
      expect(res, res.stderr).toMatchObject({ code: 0 });
      expect(res.stdout).toMatch(
        new RegExp(`^Счёт № ${direct} оплачен: Тариф «Бизнес» на 1 месяц`),
      );
      const unknown = await ops('subscription', 'cancel', '999999');
      expect(unknown).toMatchObject({ code: 1, stderr: 'Счёт № 999999 не найден.\n' });
      const usage = await ops('subscription', 'pay', '1');
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Использование: npm run ops -- subscription confirm|cancel');
      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        expect(await statusOf(database.db, direct)).toBe('active');
      } finally {
        await database.close();
      }
    },
    4 * COMMAND_TIMEOUT_MS,
  );
});
