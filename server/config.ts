import { z } from 'zod';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

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
  PUBLIC_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  /** Where the built app lives; the server serves it with SPA fallback when the folder exists. */
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** Demo agencies and accounts with a published password: on by default for `npm start`, off in production. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

type ParsedEnv = z.infer<typeof configSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** `memory` = in-memory PGlite (tests); `pglite` = embedded in dataDir; `postgres` = a real server. */
  database:
    { kind: 'memory' } | { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  logLevel: ParsedEnv['LOG_LEVEL'];
  staticDir: string | undefined;
  /** Seed demo data on first start. */
  seedDemo: boolean;
  /** Throttling of login, registration, reset and resend (each route counts on its own). */
  authRateLimit: AuthRateLimit;
  /** scrypt cost as log2(N) for new password hashes (memory = 128 · 8 · N bytes); stored in each hash. */
  passwordHashLog2N: number;
}

export interface AuthRateLimit {
  windowMs: number;
  /** Attempts from one address for one email: the brute-force limit. */
  perIpAndEmail: number;
  /** Attempts for one email from anywhere: slows a distributed attack on one account. */
  perEmail: number;
  /** Attempts from one address for any emails: slows spraying. */
  perIp: number;
}

/** Short windows: an attacker is slowed, the real owner waits at most a minute. */
export const DEFAULT_AUTH_RATE_LIMIT: AuthRateLimit = {
  windowMs: 60_000,
  perIpAndEmail: 10,
  perEmail: 30,
  perIp: 100,
};

/** scrypt N = 2^15, r = 8: 32 MiB and about 70 ms per hash. */
export const DEFAULT_PASSWORD_HASH_LOG2N = 15;

export class ConfigError extends Error {}

/** Parses the environment once; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'pglite', dataDir: e.DATA_DIR },
    jwtSecret: e.JWT_SECRET,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ''),
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    seedDemo: e.SEED_DEMO,
    authRateLimit: DEFAULT_AUTH_RATE_LIMIT,
    passwordHashLog2N: DEFAULT_PASSWORD_HASH_LOG2N,
  };
}

/** The configuration tests build the app with: in-memory PGlite, quiet log, no static files. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: './data',
    database: { kind: 'memory' },
    jwtSecret: undefined,
    smtpUrl: undefined,
    publicUrl: 'http://localhost',
    logLevel: 'silent',
    staticDir: undefined,
    seedDemo: true,
    // Tests log in far more often than a person; the throttling test lowers these.
    authRateLimit: { windowMs: 60_000, perIpAndEmail: 10_000, perEmail: 10_000, perIp: 10_000 },
    passwordHashLog2N: 10, // fast hashes in tests; production cost is checked by a unit test
    ...overrides,
  };
}
