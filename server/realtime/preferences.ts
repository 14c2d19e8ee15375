import { and, eq, inArray } from 'drizzle-orm';
import {
  effectiveSwitches,
  isLockedKind,
  type ChannelSwitches,
} from '../../contract/notification-channels';
import type { NotificationKind } from '../../contract/notification-events';
import type { Db } from '../db/client';
import { notificationPreferences } from '../db/schema';

export type PreferenceRow = typeof notificationPreferences.$inferSelect;

/** A stored row as the channels it sets (a null column follows the default). */
export function storedSwitches(row: PreferenceRow): Partial<ChannelSwitches> {
  const stored: Partial<ChannelSwitches> = {};
  if (row.inApp !== null) stored.in_app = row.inApp;
  if (row.push !== null) stored.push = row.push;
  if (row.email !== null) stored.email = row.email;
  return stored;
}

/** Each recipient's effective switches for `kind`, in one query (none for a locked kind: all on). */
export async function switchesOf(
  tx: Db,
  kind: NotificationKind,
  userIds: readonly number[],
): Promise<Map<number, ChannelSwitches>> {
  const rows = isLockedKind(kind)
    ? []
    : await tx
        .select()
        .from(notificationPreferences)
        .where(
          and(
            eq(notificationPreferences.kind, kind),
            inArray(notificationPreferences.userId, [...userIds]),
          ),
        );
  const stored = new Map(rows.map((row) => [row.userId, storedSwitches(row)]));
  return new Map(userIds.map((id) => [id, effectiveSwitches(kind, stored.get(id))]));
}
