import { and, eq } from 'drizzle-orm';
import {
  effectiveSwitches,
  isLockedKind,
  NOTIFICATION_CHANNELS,
  preferenceGrid,
  type ChannelSwitches,
} from '../../../contract/notification-channels';
import type { NotificationKind } from '../../../contract/notification-events';
import {
  NOTIFICATION_MESSAGES,
  type NotificationPreference,
  type NotificationPreferencePatch,
} from '../../../contract/notifications';
import type { Db } from '../../db/client';
import { notificationPreferences as prefs } from '../../db/schema';
import { validationError } from '../../http/errors';
import { storedSwitches } from '../../realtime';

// A user's channels per kind of notification: only the kinds they changed are stored, and of those only the
// channels they set; everything else follows the defaults.

const row = (
  kind: NotificationKind,
  switches: ChannelSwitches,
  locked: boolean,
): NotificationPreference => ({ kind, ...switches, locked });

/** Every kind with the caller's effective channels, in the catalogue's order. */
export async function preferenceList(db: Db, userId: number): Promise<NotificationPreference[]> {
  const rows = await db.select().from(prefs).where(eq(prefs.userId, userId));
  const stored = new Map(rows.map((r) => [r.kind as NotificationKind, storedSwitches(r)]));
  return preferenceGrid(stored).map((p) => row(p.kind, p.switches, p.locked));
}

const column = { in_app: 'inApp', push: 'push', email: 'email' } as const;

/**
 * Sets the given channels of one kind. A locked kind cannot be turned off (400 naming each channel turned
 * off, nothing stored); turning it on changes nothing, it is on already.
 */
export async function updatePreference(
  db: Db,
  userId: number,
  kind: NotificationKind,
  patch: NotificationPreferencePatch,
): Promise<NotificationPreference> {
  if (isLockedKind(kind)) {
    const off = NOTIFICATION_CHANNELS.filter((channel) => patch[channel] === false);
    if (off.length > 0)
      throw validationError(
        Object.fromEntries(off.map((channel) => [channel, [NOTIFICATION_MESSAGES.locked]])),
      );
    return row(kind, effectiveSwitches(kind, undefined), true);
  }
  const values: Partial<Record<(typeof column)[keyof typeof column], boolean>> = {};
  for (const channel of NOTIFICATION_CHANNELS)
    if (patch[channel] !== undefined) values[column[channel]] = patch[channel];
  if (Object.keys(values).length === 0) {
    const [stored] = await db
      .select()
      .from(prefs)
      .where(and(eq(prefs.userId, userId), eq(prefs.kind, kind)));
    return row(kind, effectiveSwitches(kind, stored && storedSwitches(stored)), false);
  }
  // One statement: two tabs changing two channels at once both keep their change.
  const [saved] = await db
    .insert(prefs)
    .values({ userId, kind, ...values })
    .onConflictDoUpdate({ target: [prefs.userId, prefs.kind], set: values })
    .returning();
  return row(kind, effectiveSwitches(kind, storedSwitches(saved!)), false);
}
