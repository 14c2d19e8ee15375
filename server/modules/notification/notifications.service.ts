import { and, desc, eq, gte, not } from 'drizzle-orm';
import type { NotificationKind } from '../../../contract/notification-events';
import { windowStart } from '../../../contract/notification-window';
import type { Notification, ReadAllResult } from '../../../contract/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageFromWindowedRows, pageWindow, type PageRequest } from '../../http/pagination';
import { windowTotal } from '../../http/sql';
import { notificationColumns, toNotification, unreadCountOf } from '../../realtime';

// A user's own notifications: nobody else's is ever listed, read or changed (another's id reads as absent).

const newestFirst = [desc(notifications.createdAt), desc(notifications.id)];
const ownedBy = (userId: number) => eq(notifications.userId, userId);

/** The caller's notifications, newest first, optionally only the unread ones or one kind. */
export async function notificationsPage(
  request: PageRequest,
  db: Db,
  userId: number,
  query: { page?: string; page_size?: string; unread?: boolean; kind?: NotificationKind },
) {
  const win = pageWindow(query);
  const rows = await db
    .select({ ...notificationColumns, total: windowTotal() })
    .from(notifications)
    .where(
      and(
        ownedBy(userId),
        query.unread === undefined ? undefined : eq(notifications.isRead, !query.unread),
        query.kind ? eq(notifications.kind, query.kind) : undefined,
      ),
    )
    .orderBy(...newestFirst)
    .limit(win.limit)
    .offset(win.offset);
  return pageFromWindowedRows(request, win, rows, ({ total: _, ...row }) => toNotification(row));
}

/** Marks the caller's notification read (again is fine); another user's is a 404. */
export async function markRead(
  db: Db,
  userId: number,
  id: number,
  read = true,
): Promise<Notification> {
  const own = and(eq(notifications.id, id), ownedBy(userId));
  const [row] = read
    ? await db.update(notifications).set({ isRead: true }).where(own).returning()
    : await db.select().from(notifications).where(own);
  if (!row) throw notFound();
  return toNotification(row);
}

/** Marks every unread notification of the caller read; how many there were. */
export async function markAllRead(db: Db, userId: number): Promise<number> {
  const marked = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(ownedBy(userId), not(notifications.isRead)))
    .returning({ id: notifications.id });
  return marked.length;
}

export async function readAll(db: Db, userId: number, now: Date): Promise<ReadAllResult> {
  const marked = await markAllRead(db, userId);
  return { marked, unread_count: await unreadCountOf(db, userId, now) };
}

/** What a socket sends first: the window (this calendar month and the last 7 days), newest first. */
export async function notificationWindow(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ results: Notification[]; unread_count: number }> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(ownedBy(userId), gte(notifications.createdAt, windowStart(now))))
    .orderBy(...newestFirst);
  return { results: rows.map(toNotification), unread_count: await unreadCountOf(db, userId, now) };
}
