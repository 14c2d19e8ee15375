import { and, gt, or, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { notifications } from '../db/schema';
import type { NotificationHub } from './hub';
import { announcedMessages, parseAnnouncement } from './announcement';
import { anyOf } from './any-of';
import { NOTIFICATION_CHANNEL } from './notify';
import { RecentIds } from './recent-ids';
import { notificationMessage, toNotification } from './wire';

/**
 * Ids are taken at insert and committed in any order: after a lost connection, rows this young are looked at
 * again even below the last id seen (one with a smaller id may have committed after it).
 */
const CATCH_UP_OVERLAP_MS = 60_000;
/** Ids delivered lately, so a catch-up never sends one twice. */
const DELIVERED_MEMORY = 10_000;

/**
 * This process's end of the cross-process fan-out: LISTENs on the notifications channel and forwards each
 * committed notification to its user's sockets here — from the message itself, or, for ids alone, from the
 * table. On PostgreSQL the connection is a dedicated one that reconnects; then everything it may have missed
 * is read from the table by id.
 */
export async function startNotificationListener({
  database,
  hub,
  log,
}: {
  database: Database;
  hub: NotificationHub;
  log: FastifyBaseLogger;
}): Promise<() => Promise<void>> {
  const db = database.db;
  let lastSeenId = 0;
  let lostAt: Date | null = null;
  const delivered = new RecentIds(DELIVERED_MEMORY);

  const remember = (id: number) => {
    delivered.add(id);
    if (id > lastSeenId) lastSeenId = id;
  };

  /** To the user's sockets here, once: the message is built only for a user connected here. */
  const handOver = (id: number, userId: number, message: (id: number) => string) => {
    if (delivered.has(id) || !hub.has(userId)) return;
    remember(id);
    hub.deliver(userId, id, message(id));
  };

  /**
   * Reads the rows and hands each to its user's sockets here. The announced ids are few, so their rows are
   * read and sorted here; a catch-up reads only the rows of users connected here (never the whole table).
   */
  const forward = async (where: SQL | undefined, catchUp = false) => {
    if (hub.size === 0) return;
    const rows = await db
      .select()
      .from(notifications)
      .where(catchUp ? and(where, anyOf(notifications.userId, hub.users())) : where)
      .orderBy(notifications.id);
    for (const row of rows)
      handOver(row.id, row.userId, () => notificationMessage(toNotification(row)));
  };

  const failed = (error: unknown) => log.error({ err: error }, 'notifications: fan-out failed');

  return database.listen(NOTIFICATION_CHANNEL, {
    onMessage: (payload) => {
      const announcement = parseAnnouncement(payload);
      if ('ids' in announcement) {
        const { ids } = announcement;
        for (const id of ids) if (id > lastSeenId) lastSeenId = id;
        if (ids.length > 0) forward(anyOf(notifications.id, ids)).catch(failed);
        return;
      }
      const message = announcedMessages(announcement.content);
      for (const [id, userId] of announcement.recipients) {
        if (id > lastSeenId) lastSeenId = id;
        handOver(id, userId, message);
      }
    },
    onError: (error) => {
      lostAt ??= new Date();
      log.warn({ err: error }, 'notifications: LISTEN connection lost, reconnecting');
    },
    onReconnect: () => {
      const since = new Date((lostAt ?? new Date()).getTime() - CATCH_UP_OVERLAP_MS);
      lostAt = null;
      log.info({ lastSeenId }, 'notifications: LISTEN connection back, catching up');
      forward(or(gt(notifications.id, lastSeenId), gt(notifications.createdAt, since)), true).catch(
        failed,
      );
    },
  });
}
