import { inArray, TransactionRollbackError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { NotificationKind } from '../../contract/notification-events';
import type { PushPayload } from '../../contract/notifications';
import type { Clock } from '../app-context';
import type { VapidKeys } from '../config';
import type { Database, Db } from '../db/client';
import { notifications, pushSubscriptions, users } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import {
  batchFull,
  claimDue,
  failAbandoned,
  finish,
  nextPushDueInMs,
  noteFailure,
  pruneFinished,
  type DeliveryRow,
} from './deliveries';
import { DELIVERY_CHANNEL } from './notify';
import { unreadCountsOf } from './unread';
import { sendPush, type PushResult } from './web-push';

/** Besides each NOTIFY: a sweep picks up what a lost NOTIFY, a restart or an expired claim left behind. */
export const DELIVERY_SWEEP_MS = 30_000;
/**
 * A worker fails the deliveries abandoned on their last attempt and deletes those past their retention at
 * its first round, then once an hour.
 */
const PRUNE_EVERY_MS = 60 * 60_000;

export interface DeliveryWorkerOptions {
  database: Database;
  mailer: Mailer;
  vapid: VapidKeys;
  /** The VAPID `sub` (config's `vapidSubject`, checked at start: Apple refuses a bad one). */
  vapidSubject: string;
  publicUrl: string;
  pushDelayMs: number;
  /** The app's «now», for the unread count a push carries (as the socket counts it). */
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * Sends the delivery outbox's rows: mail through the mailer's outbox, pushes through web push. Wakes on the
 * deliveries' NOTIFY, when the next push is due, and on a sweep; several processes share the rows safely.
 * Returns the stop function (it waits for the round in progress).
 */
export async function startDeliveryWorker(
  options: DeliveryWorkerOptions,
): Promise<() => Promise<void>> {
  const { database, log, pushDelayMs } = options;
  const db = database.db;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let dueTimer: NodeJS.Timeout | undefined;
  let prunedAt = -Infinity;

  const round = async () => {
    if (Date.now() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = Date.now();
      await failAbandoned(db);
      await pruneFinished(db);
    }
    let claimed: DeliveryRow[];
    do {
      claimed = await claimDue(db, pushDelayMs);
      if (claimed.length > 0) await deliver(options, claimed);
    } while (batchFull(claimed) && !stopped);
    const next = await nextPushDueInMs(db, pushDelayMs);
    clearTimeout(dueTimer);
    if (next !== null && !stopped) {
      dueTimer = setTimeout(wake, next + 1);
      dueTimer.unref();
    }
  };

  function wake() {
    if (stopped) return;
    if (running) return void (again = true);
    running = round()
      .catch((error: unknown) => log.error({ err: error }, 'notification deliveries failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          wake();
        }
      });
  }

  const unlisten = await database.listen(DELIVERY_CHANNEL, { onMessage: wake, onReconnect: wake });
  const sweep = setInterval(wake, DELIVERY_SWEEP_MS);
  sweep.unref();
  wake(); // what waited while no process ran

  return async () => {
    stopped = true;
    clearInterval(sweep);
    clearTimeout(dueTimer);
    await unlisten();
    await running;
  };
}

async function deliver(options: DeliveryWorkerOptions, rows: DeliveryRow[]): Promise<void> {
  const mails = rows.filter((row) => row.channel === 'email');
  const pushes = rows.filter((row) => row.channel === 'push');
  if (mails.length > 0) await deliverMails(options, mails);
  if (pushes.length > 0) await deliverPushes(options, pushes);
}

/** Each mail goes into the mailer's outbox in the transaction that finishes its delivery, then is sent. */
async function deliverMails(
  { database, mailer, publicUrl, log }: DeliveryWorkerOptions,
  rows: DeliveryRow[],
): Promise<void> {
  const db = database.db;
  const recipients = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.userId))]));
  const emailOf = new Map(recipients.map((user) => [user.id, user.email]));
  const queued: number[] = [];
  for (const row of rows) {
    try {
      const outboxId = await db.transaction(async (tx) => {
        const id = await mailer.enqueue(tx, {
          to: emailOf.get(row.userId)!,
          subject: row.title,
          text: `${row.text}\n\n${publicUrl}${row.link}`,
        });
        if (!(await finish(tx, row, 'sent'))) tx.rollback(); // another worker took it over
        return id;
      });
      queued.push(outboxId);
    } catch (error) {
      if (error instanceof TransactionRollbackError) continue;
      log.error({ err: error, deliveryId: row.id }, 'notification mail not queued');
      await noteFailure(db, row, String(error));
    }
  }
  await mailer.dispatch(queued);
}

/** Each push goes to every device of its user, unless its notification was read in the app meanwhile. */
async function deliverPushes(options: DeliveryWorkerOptions, rows: DeliveryRow[]): Promise<void> {
  const { database, clock, log } = options;
  const db = database.db;
  const notificationIds = rows.flatMap((row) => (row.notificationId ? [row.notificationId] : []));
  const readIds =
    notificationIds.length === 0 ? new Set<number>() : await readOnes(db, notificationIds);
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  const vapid = { ...options.vapid, subject: options.vapidSubject };
  // The badge's count of each user a push may reach, in one grouped query for the batch.
  const withDevice = new Set(devices.map((device) => device.userId));
  const unread = await unreadCountsOf(
    db,
    userIds.filter((id) => withDevice.has(id)),
    clock(),
  );

  for (const row of rows) {
    if (row.notificationId !== null && readIds.has(row.notificationId)) {
      await finish(db, row, 'read');
      continue;
    }
    const targets = devices.filter((device) => device.userId === row.userId);
    if (targets.length === 0) {
      await finish(db, row, 'no_device');
      continue;
    }
    const payload: PushPayload = {
      notification_id: row.notificationId,
      kind: row.kind as NotificationKind,
      title: row.title,
      text: row.text,
      link: row.link,
      unread_count: unread.get(row.userId)!,
    };
    const results = await Promise.all(
      targets.map((target) => sendPush(target, JSON.stringify(payload), vapid)),
    );
    const gone = targets.filter((_, i) => results[i]!.status === 'gone').map((t) => t.id);
    if (gone.length > 0)
      await db.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    const failures = results.filter(
      (r): r is Extract<PushResult, { status: 'failed' }> => r.status === 'failed',
    );
    const reached = results.some((r) => r.status === 'ok');
    const error = failures.map((f) => f.error).join('; ') || null;
    // A device that got it is never sent it twice: the delivery is retried only when none did.
    if (reached || !error) await finish(db, row, reached ? 'sent' : 'no_device', error);
    else {
      log.warn({ deliveryId: row.id, error }, 'push not sent, will retry');
      await noteFailure(db, row, error);
    }
  }
}

/** The ids among `ids` whose notification is read. */
async function readOnes(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: notifications.id, isRead: notifications.isRead })
    .from(notifications)
    .where(inArray(notifications.id, ids));
  return new Set(rows.filter((n) => n.isRead).map((n) => n.id));
}
