import { and, count, eq, gte, not } from 'drizzle-orm';
import { windowStart } from '../../contract/notification-window';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

/**
 * The unread count (`unreadCount` of contract/notification-window.ts): the unread ones of this
 * calendar month and of the last 7 days — together, those created since the earlier of the two starts.
 * The socket sends it, and a push sets the app icon's badge to it.
 */
export async function unreadCountOf(db: Db, userId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        not(notifications.isRead),
        gte(notifications.createdAt, windowStart(now)),
      ),
    );
  return row?.n ?? 0;
}
