import { timingSafeEqual } from 'node:crypto';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  MAX_PUSH_DEVICES,
  NOTIFICATION_MESSAGES,
  type PushDevice,
  type PushRenewal,
  type PushSubscriptionInput,
} from '../../../contract/notifications';
import type { Db } from '../../db/client';
import { pushSubscriptions as subs, users } from '../../db/schema';
import { notFound, validationError, type FieldErrors } from '../../http/errors';

// The caller's devices subscribed to Web Push: one row per browser endpoint, at most MAX_PUSH_DEVICES a user.

/** An uncompressed P-256 point (0x04, x, y). */
const P256_POINT_BYTES = 65;
const AUTH_SECRET_BYTES = 16;

/** Keys a push could never be encrypted with are refused now, not at the first push. */
function keyProblems({ p256dh, auth }: PushSubscriptionInput['keys']): FieldErrors {
  const errors: FieldErrors = {};
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== P256_POINT_BYTES || point[0] !== 0x04)
    errors['keys.p256dh'] = [NOTIFICATION_MESSAGES.badKey];
  if (Buffer.from(auth, 'base64url').length !== AUTH_SECRET_BYTES)
    errors['keys.auth'] = [NOTIFICATION_MESSAGES.badKey];
  return errors;
}

/** keyProblems as a DRF 400 under the body's field names. */
function checkKeys(input: PushSubscriptionInput, prefix = ''): void {
  const problems = Object.fromEntries(
    Object.entries(keyProblems(input.keys)).map(([field, messages]) => [prefix + field, messages]),
  );
  if (Object.keys(problems).length > 0) throw validationError(problems);
}

/** Stores the endpoint as the user's (taking it over from anyone), then forgets their devices past the limit. */
async function store(tx: Db, userId: number, input: PushSubscriptionInput) {
  const { p256dh, auth } = input.keys;
  // Two subscriptions of one user at once take turns, so the limit holds after both.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  const [made] = await tx
    .insert(subs)
    .values({ userId, endpoint: input.endpoint, p256dh, auth })
    .onConflictDoUpdate({
      target: subs.endpoint,
      set: {
        userId,
        p256dh,
        auth,
        createdAt: sql`now()`,
      },
    })
    .returning();
  const newest = tx
    .select({ id: subs.id })
    .from(subs)
    .where(eq(subs.userId, userId))
    .orderBy(desc(subs.createdAt), desc(subs.id))
    .limit(MAX_PUSH_DEVICES);
  await tx.delete(subs).where(and(eq(subs.userId, userId), notInArray(subs.id, newest)));
  return made!;
}

const answer = (row: typeof subs.$inferSelect) => ({
  subscription_id: row.id,
  endpoint: row.endpoint,
  created_at: row.createdAt.toISOString(),
});

/**
 * Registers this device for the caller. An endpoint already registered — by the caller, or by another user
 * who logged in on the same browser before — is taken over with its new keys. Past `MAX_PUSH_DEVICES`, the
 * caller's least recently subscribed browsers are forgotten (each push goes to every one of them).
 */
export async function subscribe(db: Db, userId: number, input: PushSubscriptionInput) {
  checkKeys(input);
  return answer(await db.transaction((tx) => store(tx, userId, input)));
}

/** The caller's devices, newest first, with the key each was registered with (never the auth secret). */
export async function devicesOf(db: Db, userId: number): Promise<PushDevice[]> {
  const rows = await db
    .select()
    .from(subs)
    .where(eq(subs.userId, userId))
    .orderBy(desc(subs.createdAt), desc(subs.id));
  return rows.map((row) => ({ ...answer(row), p256dh: row.p256dh }));
}

const sameSecret = (stored: string, given: string) => {
  const [a, b] = [Buffer.from(stored, 'base64url'), Buffer.from(given, 'base64url')];
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The browser replaced its subscription (the worker's `pushsubscriptionchange`): the new one takes the old
 * one's place for the same user. Proof is the old endpoint with its auth secret, which only the browser and
 * this server hold; anything else is a 404 and changes nothing.
 */
export async function renew(db: Db, input: PushRenewal) {
  checkKeys(input.subscription, 'subscription.');
  const row = await db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(subs)
      .where(eq(subs.endpoint, input.old_endpoint))
      .for('update');
    if (!old || !sameSecret(old.auth, input.old_auth))
      throw notFound(NOTIFICATION_MESSAGES.renewUnknown);
    if (old.endpoint !== input.subscription.endpoint)
      await tx.delete(subs).where(eq(subs.id, old.id));
    return store(tx, old.userId, input.subscription);
  });
  return answer(row);
}

/** Removes the caller's subscription of this endpoint, if any (another user's is left alone). */
export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(subs).where(and(eq(subs.endpoint, endpoint), eq(subs.userId, userId)));
}
