import { sql } from 'drizzle-orm';
import {
  renderNotification,
  type NotificationKind,
  type NotificationParams,
} from '../../contract/notification-events';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

/** The `NOTIFY` channel of new notifications; its payload is their ids, comma-separated, nothing else. */
export const NOTIFICATION_CHANNEL = 'notifications';

/** PostgreSQL refuses a payload of 8000 bytes or more: ids go in messages well below it. */
const PAYLOAD_MAX_CHARS = 7000;

export interface NotificationEvent<K extends NotificationKind> {
  kind: K;
  /** User ids; repeated ones get one notification. */
  recipients: readonly number[];
  params: NotificationParams<K>;
  /** When it happened; default now (the process's clock, so a test's TEST_NOW moves it too). */
  at?: Date;
}

/**
 * Writes one notification per recipient and announces their ids with `pg_notify`, inside the caller's
 * transaction: both commit with the action that caused them, or neither does (the mail outbox's pattern).
 * Returns the new ids.
 */
export async function notify<K extends NotificationKind>(
  tx: Db,
  event: NotificationEvent<K>,
): Promise<number[]> {
  const recipients = [...new Set(event.recipients)];
  if (recipients.length === 0) return [];
  const rendered = renderNotification(event.kind, event.params);
  const createdAt = event.at ?? new Date();
  const rows = await tx
    .insert(notifications)
    .values(
      recipients.map((userId) => ({
        userId,
        kind: event.kind,
        ...rendered,
        payload: event.params,
        createdAt,
      })),
    )
    .returning({ id: notifications.id });
  const ids = rows.map((row) => row.id);
  for (const payload of idPayloads(ids))
    await tx.execute(sql`select pg_notify(${NOTIFICATION_CHANNEL}, ${payload})`);
  return ids;
}

/** The ids as comma-separated payloads, each short enough for `NOTIFY`. */
export function idPayloads(ids: readonly number[]): string[] {
  const payloads: string[] = [];
  let current = '';
  for (const id of ids) {
    const next = current ? `${current},${id}` : String(id);
    if (next.length > PAYLOAD_MAX_CHARS) {
      payloads.push(current);
      current = String(id);
    } else current = next;
  }
  if (current) payloads.push(current);
  return payloads;
}

/** The ids of a payload; anything that is not one is skipped (another sender on the channel). */
export const parseIdPayload = (payload: string): number[] =>
  payload
    .split(',')
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);
