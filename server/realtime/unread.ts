import { and, count, gte, not } from 'drizzle-orm';
import { windowStart } from '../../contract/notification-window';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { anyOf } from './any-of';

/**
 * The unread count (`unreadCount` of contract/notification-window.ts): the unread ones of this
 * calendar month and of the last 7 days — together, those created since the earlier of the two starts.
 * The socket sends it, and a push sets the app icon's badge to it.
 */
export async function unreadCountOf(db: Db, userId: number, now: Date): Promise<number> {
  return (await unreadCountsOf(db, [userId], now)).get(userId)!;
}

/** Each user's unread count, in one grouped query (a batch of pushes to many users). */
export async function unreadCountsOf(
  db: Db,
  userIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const counts = new Map(userIds.map((id) => [id, 0]));
  if (userIds.length === 0) return counts;
  const rows = await db
    .select({ userId: notifications.userId, n: count() })
    .from(notifications)
    .where(
      and(
        anyOf(notifications.userId, userIds),
        not(notifications.isRead),
        gte(notifications.createdAt, windowStart(now)),
      ),
    )
    .groupBy(notifications.userId);
  for (const row of rows) counts.set(row.userId, row.n);
  return counts;
}
