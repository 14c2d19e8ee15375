import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { HttpError } from '../http/errors';
import { BoundedLimiter, LimiterFull } from './bounded-limiter';

// Password hashes: scrypt (memory-hard), a random salt per user, parameters stored with the hash so the
// cost can grow without invalidating old hashes. Format: `scrypt$log2N$r$p$salt$hash` (base64url).

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_BYTES = 32;
const SALT_BYTES = 16;
const UNUSABLE_PREFIX = '!';

/**
 * Hashes running at once: each takes a core and 32 MiB for ~70 ms, so a flood of logins past the cores only
 * queues inside libuv's pool (starving file reads too) and grows memory. One core is left to the event loop,
 * so everything else keeps answering during a flood. The rest wait in a short queue (16 hashes: about a
 * second on one core), and past it the request is refused at once.
 */
const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
const HASH_QUEUE = 16;
export const passwordHashing = new BoundedLimiter(HASH_CONCURRENCY, HASH_QUEUE);

export const HASHING_BUSY = {
  detail: 'Сервер сейчас занят. Повторите попытку через секунду.',
  retryAfterSeconds: 1,
} as const;

const derive = async (password: string, salt: Buffer, log2N: number, r: number, p: number) => {
  try {
    return await passwordHashing.run(() => scryptKey(password, salt, log2N, r, p));
  } catch (error) {
    if (!(error instanceof LimiterFull)) throw error;
    throw new HttpError(
      503,
      { detail: HASHING_BUSY.detail },
      { 'retry-after': String(HASHING_BUSY.retryAfterSeconds) },
    );
  }
};

const scryptKey = (password: string, salt: Buffer, log2N: number, r: number, p: number) =>
  new Promise<Buffer>((resolve, reject) => {
    const N = 2 ** log2N;
    const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p + 1024 * 1024 };
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });

export async function hashPassword(password: string, log2N: number): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, log2N, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    log2N,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** A stored value no password matches: an invited employee before it sets its own. */
export const unusablePassword = () => UNUSABLE_PREFIX + randomBytes(24).toString('base64url');

const parse = (stored: string) => {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const params = [Number(log2N), Number(r), Number(p)] as const;
  // Bounds keep a corrupted row from asking for gigabytes.
  if (!(params[0] >= 1 && params[0] <= 20 && params[1] >= 1 && params[1] <= 32 && params[2] === 1))
    return null;
  return { params, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
};

/** Constant-time comparison; false for unusable or malformed hashes. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const [log2N, r, p] = parsed.params;
  const key = await derive(password, parsed.salt, log2N, r, p);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with another cost than the current one: rehash at the next login. */
export const needsRehash = (stored: string, log2N: number) => parse(stored)?.params[0] !== log2N;

let dummyHash: Promise<string> | undefined;
/** Spends the time of one verification, so an unknown email answers as slowly as a wrong password. */
export async function verifyNothing(password: string, log2N: number): Promise<false> {
  // A refused (busy) attempt is not kept: the next login makes it again.
  dummyHash ??= hashPassword('dummy-password', log2N).catch((error: unknown) => {
    dummyHash = undefined;
    throw error;
  });
  await verifyPassword(password, await dummyHash);
  return false;
}
