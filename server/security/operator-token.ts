import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';

// The operator's token: what `npm run ops` shows the server to confirm a payment. OPERATOR_TOKEN, or one
// generated on the first start into DATA_DIR/operator-token (0600), which the command reads on the same
// machine. Never a user's token: users cannot get it.

export const OPERATOR_TOKEN_FILE = 'operator-token';

export const operatorTokenPath = (dataDir: string) => path.join(dataDir, OPERATOR_TOKEN_FILE);

const generate = () => randomBytes(32).toString('base64url');

/** The token file's content, or undefined when there is none yet. */
export async function readOperatorToken(dataDir: string): Promise<string | undefined> {
  try {
    return (await readFile(operatorTokenPath(dataDir), 'utf8')).trim() || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The configured token, else the file's, else a new one written there; an in-memory database (tests) keeps
 * a new one in memory only. The file is created exclusively: two processes starting at once agree on one.
 */
export async function loadOperatorToken(config: Config): Promise<string> {
  if (config.operatorToken) return config.operatorToken;
  if (config.database.kind === 'memory') return generate();
  const existing = await readOperatorToken(config.dataDir);
  if (existing) return existing;
  await mkdir(config.dataDir, { recursive: true });
  const token = generate();
  try {
    const file = await open(operatorTokenPath(config.dataDir), 'wx', 0o600);
    await file.writeFile(`${token}\n`);
    await file.close();
    return token;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readOperatorToken(config.dataDir)) ?? token;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `presented` is the token, in time that depends neither on where they differ nor on its length. */
export const isOperatorToken = (presented: string, token: string): boolean =>
  timingSafeEqual(digest(presented), digest(token));
