// `npm run ops -- subscription confirm 12`: the operator's commands (a payment arrived; `cancel`: an unpaid
// invoice is dropped). `npm run ops -- media migrate`: copies DATA_DIR/media into the bucket of S3_URL, else
// with DATABASE_URL into the database's media tables (server/storage/migrate.ts), server running or not.
// Reads the server's configuration (PORT, HOST, DATA_DIR, DATABASE_URL, S3_URL, OPERATOR_TOKEN). A server
// answering on HOST:PORT is asked, with the operator token (OPERATOR_TOKEN or DATA_DIR/operator-token): the
// embedded database belongs to the process that opened it. No server: the command opens the database itself
// and runs the same service. Exit 0 done, 1 refused, 2 bad usage.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { apiPath } from '../contract/api-paths';
import { plural, type PluralForms } from '../contract/plural';
import { TARIFF_MESSAGES, type Invoice } from '../contract/tariffs';
import { ConfigError, loadConfig, type Config } from '../server/config';
import { openDatabase } from '../server/db/client';
import { HttpError } from '../server/http/errors';
import {
  confirmPayment,
  OPERATOR_ACTIONS,
  operatorCancel,
  operatorReport,
  type OperatorAction,
} from '../server/modules/plans';
import { readOperatorToken } from '../server/security/operator-token';
import { databaseStorage } from '../server/storage/database';
import { migrateMediaFromDisk } from '../server/storage/migrate';
import { s3Storage } from '../server/storage/s3';
import type { S3Location } from '../server/storage/s3-url';

const USAGE =
  'Использование: npm run ops -- subscription confirm|cancel НОМЕР_СЧЁТА [--force]\n' +
  '               npm run ops -- media migrate';
const FILE_FORMS: PluralForms = ['файл', 'файла', 'файлов'];
const REQUEST_TIMEOUT_MS = 30_000;

class Refused extends Error {}

/** The message of a DRF error body: its `detail`, or its first field error. */
function messageOf(body: unknown): string {
  const b = body as Record<string, unknown> | null;
  if (typeof b?.detail === 'string') return b.detail;
  const first = Object.values(b ?? {}).find(Array.isArray) as unknown[] | undefined;
  return typeof first?.[0] === 'string' ? first[0] : JSON.stringify(body);
}

/** The refusal's line: the invoice named in it. */
function refusal(number: number, status: number, body: unknown): Refused {
  const message = messageOf(body);
  if (status === 404) return new Refused(`Счёт № ${number} не найден.`);
  if (message === TARIFF_MESSAGES.notPending)
    return new Refused(`Счёт № ${number} уже оплачен или отменён.`);
  return new Refused(`Счёт № ${number}: ${message}`);
}

/** The server's address as seen from this machine (a wildcard listen is reached on loopback). */
function serverOrigin(config: Config): string {
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

/** The server's answer to the operator route, or undefined when no server listens there. */
async function viaServer(config: Config, action: OperatorAction, number: number) {
  const token = config.operatorToken ?? (await readOperatorToken(config.dataDir)) ?? '';
  const url = `${serverOrigin(config)}${apiPath(OPERATOR_ACTIONS[action], { number })}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Operator ${token}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return undefined;
    throw error;
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.status === 401 || res.status === 403)
    throw new Refused(
      `Сервер ${serverOrigin(config)} не принял токен оператора: проверьте OPERATOR_TOKEN или ${config.dataDir}/operator-token.`,
    );
  if (!res.ok) throw refusal(number, res.status, body);
  return body as Invoice;
}

/** The same service, on the database opened here (no server holds it). */
/**
 * PGlite takes no lock on its folder: a second process opening it beside a server would corrupt it. An open
 * database has its `postmaster.pid` (removed on a clean close; a crash leaves it: then `--force`).
 */
function assertDatabaseFree(config: Config, force: boolean): void {
  const { database } = config;
  if (force || database.kind !== 'pglite') return;
  if (existsSync(path.join(database.dataDir, 'postmaster.pid')))
    throw new Refused(
      `Сервер ${serverOrigin(config)} не отвечает, но база в ${database.dataDir} открыта другим процессом. ` +
        'Укажите PORT и HOST работающего сервера; если сервер остановлен аварийно, повторите с --force.',
    );
}

async function direct(config: Config, action: OperatorAction, number: number): Promise<Invoice> {
  const database = await openDatabase(config.database);
  try {
    const run = action === 'confirm' ? confirmPayment : operatorCancel;
    return await run(database.db, number, new Date());
  } catch (error) {
    if (error instanceof HttpError) throw refusal(number, error.statusCode, error.body);
    throw error;
  } finally {
    await database.close();
  }
}

const megabytesOf = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',');

/** Copies DATA_DIR/media into the bucket; the files stay on disk. Safe to run again (copied ones are skipped). */
async function migrateMediaToS3(folder: string, location: S3Location): Promise<number> {
  const storage = s3Storage(location);
  try {
    const done = await migrateMediaFromDisk(folder, storage);
    console.log(
      `Перенесено в бакет ${location.bucket}: ${plural(done.copied, FILE_FORMS)} (${megabytesOf(done.bytes)} МБ); ` +
        `уже были там: ${done.present}. ` +
        `Папка ${folder} не тронута: удалите её, когда убедитесь, что картинки и документы открываются.`,
    );
    return 0;
  } finally {
    storage.close();
  }
}

/**
 * Copies DATA_DIR/media into the bucket of S3_URL, else into PostgreSQL; the files stay on disk. Safe to run
 * again (copied ones are skipped).
 */
async function migrateMedia(config: Config): Promise<number> {
  const folder = config.mediaDir!;
  if (config.s3) return migrateMediaToS3(folder, config.s3);
  if (config.database.kind !== 'postgres') {
    console.error(
      'Файлы переносятся в базу с DATABASE_URL или в бакет с S3_URL: без них сервер хранит их в ' +
        folder +
        '.',
    );
    return 1;
  }
  const database = await openDatabase(config.database);
  try {
    const done = await migrateMediaFromDisk(folder, databaseStorage(database));
    console.log(
      `Перенесено в базу: ${plural(done.copied, FILE_FORMS)} (${megabytesOf(done.bytes)} МБ); уже были там: ${done.present}. ` +
        `Папка ${folder} не тронута: удалите её, когда убедитесь, что картинки и документы открываются.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

async function main(args: string[]): Promise<number> {
  if (args[0] === 'media') {
    if (args[1] !== 'migrate' || args.length > 2) {
      console.error(USAGE);
      return 2;
    }
    return migrateMedia(loadConfig(process.env));
  }
  const force = args.includes('--force');
  const [area, action, number, ...rest] = args.filter((arg) => arg !== '--force');
  if (
    area !== 'subscription' ||
    (action !== 'confirm' && action !== 'cancel') ||
    !/^[1-9]\d{0,9}$/.test(number ?? '') ||
    rest.length > 0
  ) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig(process.env);
  const n = Number(number);
  try {
    let invoice = await viaServer(config, action, n);
    if (!invoice) {
      assertDatabaseFree(config, force);
      invoice = await direct(config, action, n);
    }
    console.log(operatorReport(action, invoice));
    return 0;
  } catch (error) {
    if (error instanceof Refused) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
