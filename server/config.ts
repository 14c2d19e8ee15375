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
}

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
    seedDemo: true,
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
    ...overrides,
  };
}
