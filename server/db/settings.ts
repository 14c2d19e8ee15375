import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { appSettings } from './schema';

/**
 * Returns the stored value of `key`, creating it with `create()` the first time. Concurrent first starts of
 * several processes agree on one value: the insert that loses the race is ignored and the winner is read back.
 */
export async function getOrCreateSetting(
  db: Db,
  key: string,
  create: () => string,
): Promise<string> {
  await db.insert(appSettings).values({ key, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`setting ${key} vanished`);
  return row.value;
}

export const JWT_SECRET_KEY = 'jwt_secret';

export const generateSecret = () => randomBytes(48).toString('base64url');

/** The VAPID key pair as one JSON value: one insert, so processes racing on the first start agree on both halves. */
export const VAPID_KEYS_KEY = 'vapid_keys';
