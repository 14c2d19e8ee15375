import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import {
  MAX_PUSH_DEVICES,
  NOTIFICATION_MESSAGES,
  type PushSubscriptionInput,
} from '../../../contract/notifications';
import type { Db } from '../../db/client';
import { pushSubscriptions as subs, users } from '../../db/schema';
import { validationError, type FieldErrors } from '../../http/errors';

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

/**
 * Registers this device for the caller. An endpoint already registered — by the caller, or by another user
 * who logged in on the same browser before — is taken over with its new keys. Past `MAX_PUSH_DEVICES`, the
 * caller's least recently subscribed browsers are forgotten (each push goes to every one of them).
 */
export async function subscribe(db: Db, userId: number, input: PushSubscriptionInput) {
  const problems = keyProblems(input.keys);
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const { p256dh, auth } = input.keys;
  const row = await db.transaction(async (tx) => {
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
  });
  return {
    subscription_id: row.id,
    endpoint: row.endpoint,
    created_at: row.createdAt.toISOString(),
  };
}

/** Removes the caller's subscription of this endpoint, if any (another user's is left alone). */
export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.delete(subs).where(and(eq(subs.endpoint, endpoint), eq(subs.userId, userId)));
}
