import path from 'node:path';
import { z } from 'zod';
import { paymentDetailsInput, type Requisites } from '../contract/tariffs';
import {
  DEV_VAPID_SUBJECT,
  defaultVapidSubject,
  normalizeVapidSubject,
} from './realtime/vapid-subject';
import { parseTrustProxy, type TrustProxy } from './security/trust-proxy';
import { DEFAULT_S3_REGION, parseS3Url, type S3Location } from './storage/s3-url';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Two tabs refreshing at once, or a retry on a bad network, arrive well within this. */
export const DEFAULT_REFRESH_GRACE_SECONDS = 30;

/** Russia's VAT rate from 2026, percent: inside every invoice's amount unless VAT_RATE says otherwise. */
export const DEFAULT_VAT_RATE = 22;

/**
 * The seller on our invoices until INVOICE_SELLER names the real one: a demo company whose requisites pass
 * every checksum (Sberbank's Moscow БИК and correspondent account are real; the rest is invented).
 */
export const DEMO_INVOICE_SELLER: Requisites = {
  legal_name: 'ООО «Подряд»',
  inn: '7701234560',
  kpp: '770101001',
  ogrn: '1027700123450',
  legal_address: '101000, г. Москва, ул. Мясницкая, д. 1, офис 1',
  bank_name: 'ПАО Сбербанк',
  bik: '044525225',
  correspondent_account: '30101810400000000225',
  settlement_account: '40702810200000012345',
};

/** Long enough for an open app to show the notification and the user to read it, short enough to matter. */
export const DEFAULT_PUSH_DELAY_MS = 3000;

/** Longer than any answer takes (a PDF, a cold ranking), shorter than orchestrators wait (Kubernetes: 30 s). */
export const DEFAULT_SHUTDOWN_GRACE_MS = 10_000;

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  PUBLIC_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// address' }).optional(),
  ),
  /** How long a rotated refresh token still answers with its successor (two tabs, a retried request). */
  REFRESH_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(DEFAULT_REFRESH_GRACE_SECONDS),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Where the built app lives; the server serves it with SPA fallback when the folder exists. */
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** Demo agencies and accounts with a published password: on by default for `npm start`, off in production. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
  /** Invitation mails (first or re-sent) one agency may send per hour. */
  INVITATIONS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Days an invitation holds its address before it expires. */
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(7),
  /** The Web Push key pair (base64url, as `web-push generate-vapid-keys` prints it); both or neither. */
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyAsUndefined,
    z.base64url().length(87, 'must be a P-256 public key (87 base64url characters)').optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyAsUndefined,
    z.base64url().length(43, 'must be a P-256 private key (43 base64url characters)').optional(),
  ),
  /** The sender's contact push services see: a `mailto:` address or an `https:` URL of a public host. */
  VAPID_SUBJECT: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** How long a push waits after its event, so one read at once in an open app is not pushed too. */
  PUSH_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_PUSH_DELAY_MS),
  /** Percent of VAT inside invoice amounts; `none` or empty: «Без НДС». */
  VAT_RATE: z
    .string()
    .regex(/^(none|\d{1,2}|)$/, 'must be a whole percent (0–99), or none')
    .optional(),
  /** Our requisites as the seller, JSON with the fields of payment details. */
  INVOICE_SELLER: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** Which proxies' X-Forwarded-For to believe (Fastify's `trustProxy`); off by default. */
  TRUST_PROXY: z.string().optional(),
  /** On SIGTERM/SIGINT: how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(DEFAULT_SHUTDOWN_GRACE_MS),
  /** An S3-compatible bucket for uploads: `http(s)://[ACCESS_KEY:SECRET@]host[:port]/bucket` (storage/s3-url.ts). */
  S3_URL: z.preprocess(emptyAsUndefined, z.string().optional()),
  /** The region requests to S3_URL are signed for. */
  S3_REGION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'must be a region name such as us-east-1')
      .default(DEFAULT_S3_REGION),
  ),
  /** The token of `Authorization: Operator <token>` (`npm run ops`); absent → DATA_DIR/operator-token. */
  OPERATOR_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
});

type ParsedEnv = z.infer<typeof configSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /**
   * `memory` = in-memory PGlite (tests; `template`: a dumped data directory to start from); `pglite` = embedded
   * in dataDir; `postgres` = a real server.
   */
  database:
    | { kind: 'memory'; template?: string }
    | { kind: 'pglite'; dataDir: string }
    | { kind: 'postgres'; url: string };
  /** Uploaded files (`DATA_DIR/media`); undefined → a temporary folder removed on close (tests). */
  mediaDir: string | undefined;
  /**
   * Where uploads are kept: `s3` (the bucket of `s3`), `database` (PostgreSQL's media tables, seen by every
   * process), `disk` (mediaDir); undefined → `s3` with S3_URL, else `database` with DATABASE_URL, else `disk`
   * (server/storage/plugin.ts).
   */
  mediaStore: 'disk' | 'database' | 's3' | undefined;
  /** S3_URL and S3_REGION: an S3-compatible bucket every process stores uploads in; undefined → none. */
  s3: S3Location | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  /**
   * The origin (and optional path) users reach the app at, without a trailing slash: every absolute link
   * (mail, pagination) is built from it, never from the request's `Host`; https here turns on HSTS.
   */
  publicUrl: string;
  /** Seconds a rotated refresh token, presented again, still gets the same successor instead of a revocation. */
  refreshGraceSeconds: number;
  logLevel: ParsedEnv['LOG_LEVEL'];
  staticDir: string | undefined;
  /** Earlier builds' assets, still served after a deploy (`DATA_DIR/builds`); undefined → none kept (tests). */
  keptBuildsDir: string | undefined;
  /** Seed demo data on first start. */
  seedDemo: boolean;
  /** With the demo data: draw the demo agencies' logos (images in the media storage; tests go without). */
  demoLogos: boolean;
  /** Throttling of login, registration, reset and resend (each route counts on its own). */
  authRateLimit: AuthRateLimit;
  /** scrypt cost as log2(N) for new password hashes (memory = 128 · 8 · N bytes); stored in each hash. */
  passwordHashLog2N: number;
  /** Employee invitations: how many mails an agency may send per hour, and how long one holds its address. */
  staffInvitations: StaffInvitations;
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; undefined → generated once and kept in the database. */
  vapidKeys: VapidKeys | undefined;
  /** VAPID_SUBJECT, checked as Apple's push service checks it; default from PUBLIC_URL's host. */
  vapidSubject: string;
  /** PUSH_DELAY_MS: a push goes no sooner than this after its event, and not at all if read meanwhile. */
  pushDelayMs: number;
  /** VAT_RATE: percent of VAT inside an invoice's amount; null = «Без НДС». */
  vatRate: number | null;
  /** INVOICE_SELLER: our requisites on every invoice. */
  invoiceSeller: Requisites;
  /**
   * OPERATOR_TOKEN; undefined → generated once into DATA_DIR/operator-token (an in-memory database: kept
   * in memory only).
   */
  operatorToken: string | undefined;
  /**
   * TRUST_PROXY: the proxies whose X-Forwarded-For gives the client's address (`request.ip`, which every
   * per-address limit counts by); false: the socket's address, so a client cannot forge it.
   */
  trustProxy: TrustProxy;
  /** SHUTDOWN_GRACE_MS: on SIGTERM/SIGINT, how long the requests in flight may take to finish. */
  shutdownGraceMs: number;
}

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export interface StaffInvitations {
  perHour: number;
  ttlMs: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuthRateLimit {
  windowMs: number;
  /** Attempts from one address for one email: the brute-force limit. */
  perIpAndEmail: number;
  /** Attempts for one email from anywhere (login: failures of clients without a device cookie). */
  perEmail: number;
  /** Attempts from one address for any emails: slows spraying. */
  perIp: number;
  /** Login only: failures of one device that logged in to that account before (its device cookie). */
  perDevice: number;
}

/** Short windows: an attacker is slowed, the real owner waits at most a minute. */
export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimit = {
  windowMs: 60_000,
  perIpAndEmail: 10,
  perEmail: 30,
  perIp: 100,
  perDevice: 10,
};

/** scrypt N = 2^15, r = 8: 32 MiB and about 70 ms per hash. */
export const DEFAULT_PASSWORD_HASH_LOG2N = 15;

export class ConfigError extends Error {}

const vatRateOf = (raw: string | undefined) =>
  raw === undefined ? DEFAULT_VAT_RATE : raw === '' || raw === 'none' ? null : Number(raw);

/** INVOICE_SELLER's JSON checked as payment details are (checksums included); the demo seller without it. */
function invoiceSellerOf(raw: string | undefined): Requisites {
  if (raw === undefined) return DEMO_INVOICE_SELLER;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('Invalid configuration:\n  INVOICE_SELLER: must be a JSON object');
  }
  const parsed = paymentDetailsInput.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  INVOICE_SELLER.${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** Parses the environment once; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const trustProxy = parseTrustProxy(e.TRUST_PROXY);
  if (typeof trustProxy === 'object' && 'error' in trustProxy)
    throw new ConfigError(`Invalid configuration:\n  TRUST_PROXY: ${trustProxy.error}`);
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined))
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither',
    );
  const s3 = e.S3_URL === undefined ? undefined : parseS3Url(e.S3_URL, e.S3_REGION);
  if (s3 && 'error' in s3) throw new ConfigError(`Invalid configuration:\n  S3_URL: ${s3.error}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, '');
  const vapidSubject =
    e.VAPID_SUBJECT === undefined
      ? defaultVapidSubject(publicUrl)
      : normalizeVapidSubject(e.VAPID_SUBJECT);
  if (vapidSubject === null)
    throw new ConfigError(
      'Invalid configuration:\n  VAPID_SUBJECT: must be a mailto: address or an https:// URL of a public host, e.g. mailto:admin@podryad.ru (Apple refuses others with 403 BadJwtToken)',
    );
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR },
    mediaDir: path.join(e.DATA_DIR, 'media'),
    mediaStore: undefined,
    s3,
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    publicUrl,
    refreshGraceSeconds: e.REFRESH_GRACE_SECONDS,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    keptBuildsDir: path.join(e.DATA_DIR, 'builds'),
    seedDemo: e.SEED_DEMO,
    demoLogos: true,
    authRateLimit: DEFAULT_AUTH_RATE_LIMIT,
    passwordHashLog2N: DEFAULT_PASSWORD_HASH_LOG2N,
    staffInvitations: { perHour: e.INVITATIONS_PER_HOUR, ttlMs: e.INVITATION_TTL_DAYS * DAY_MS },
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject,
    pushDelayMs: e.PUSH_DELAY_MS,
    vatRate: vatRateOf(e.VAT_RATE),
    invoiceSeller: invoiceSellerOf(e.INVOICE_SELLER),
    operatorToken: e.OPERATOR_TOKEN,
    trustProxy,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
  };
}

/** The configuration tests build the app with: in-memory PGlite, quiet log, no static files. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: './data',
    database: { kind: 'memory' },
    mediaDir: undefined,
    mediaStore: undefined,
    s3: undefined,
    jwtSecret: undefined,
    smtpUrl: undefined,
    publicUrl: 'http://localhost',
    refreshGraceSeconds: DEFAULT_REFRESH_GRACE_SECONDS,
    logLevel: 'silent',
    staticDir: undefined,
    keptBuildsDir: undefined,
    seedDemo: true,
    // ≈ 1 s of image work per app; the test of the logos turns it on.
    demoLogos: false,
    // Tests log in far more often than a person; the throttling test lowers these.
    authRateLimit: {
      windowMs: 60_000,
      perIpAndEmail: 10_000,
      perEmail: 10_000,
      perIp: 10_000,
      perDevice: 10_000,
    },
    passwordHashLog2N: 10, // fast hashes in tests; production cost is checked by a unit test
    // Tests invite far more than an agency; the invitation test lowers the hourly limit.
    staffInvitations: { perHour: 10_000, ttlMs: 7 * DAY_MS },
    vapidKeys: undefined,
    vapidSubject: DEV_VAPID_SUBJECT,
    pushDelayMs: 0, // a test that needs the wait sets it
    vatRate: DEFAULT_VAT_RATE,
    invoiceSeller: DEMO_INVOICE_SELLER,
    // Given, so no test writes DATA_DIR/operator-token (a PostgreSQL run has ./data); tests read
    // app.secrets.operator.
    operatorToken: 'tests-operator-token-that-is-long-enough',
    trustProxy: false,
    shutdownGraceMs: DEFAULT_SHUTDOWN_GRACE_MS,
    ...overrides,
  };
}
