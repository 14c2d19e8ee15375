// Which notifications the socket sends on connect and how many of them count as unread:
// the current calendar month of the user's zone, and the last 7 days (which reach into the previous month
// during a month's first week). Pure functions of «now» and a zone, shared by the server and the app.

/** The zone whose calendar month counts when the user has not chosen one. */
export const NOTIFICATION_TIME_ZONE = 'Europe/Moscow';
export const NOTIFICATION_RECENT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The zone's offset from UTC at `instant`, in milliseconds (positive east of Greenwich). */
function zoneOffsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant the calendar month containing `now` began in `timeZone` (its 1st, 00:00 local time). */
export function monthStart(now: Date, timeZone: string = NOTIFICATION_TIME_ZONE): Date {
  const local = new Date(now.getTime() + zoneOffsetMs(now.getTime(), timeZone));
  const localMidnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1);
  // The offset at the month's start may differ from now's (daylight saving): settle it at that instant.
  let instant = localMidnight - zoneOffsetMs(localMidnight, timeZone);
  instant = localMidnight - zoneOffsetMs(instant, timeZone);
  return new Date(instant);
}

/** The start of the last 7 days: exactly 7 × 24 hours before `now`. */
export const recentStart = (now: Date) =>
  new Date(now.getTime() - NOTIFICATION_RECENT_DAYS * DAY_MS);

/** The earliest moment of the window: the month's start or 7 days ago, whichever is earlier. */
export function windowStart(now: Date, timeZone: string = NOTIFICATION_TIME_ZONE): Date {
  const month = monthStart(now, timeZone);
  const recent = recentStart(now);
  return month < recent ? month : recent;
}

export interface WindowItem {
  notification_id: number;
  is_read: boolean;
  created_at: string;
}

/**
 * The unread count: unread items of the current calendar month that are not in the last-7-days
 * list, plus unread items of the last 7 days. An item in both is counted once (it is in the second sum only);
 * older items do not count. One stamped a little after `now` (the server's clock ahead of the device's) is
 * among the last 7 days: it is the newest there is.
 */
export function unreadCount(
  items: readonly WindowItem[],
  now: Date,
  timeZone: string = NOTIFICATION_TIME_ZONE,
): number {
  const month = monthStart(now, timeZone).getTime();
  const recent = recentStart(now).getTime();
  const recentIds = new Set<number>();
  let recentUnread = 0;
  for (const item of items) {
    const at = Date.parse(item.created_at);
    if (at < recent || recentIds.has(item.notification_id)) continue;
    recentIds.add(item.notification_id);
    if (!item.is_read) recentUnread += 1;
  }
  const monthOnly = new Set<number>();
  for (const item of items) {
    const at = Date.parse(item.created_at);
    if (at < month || item.is_read || recentIds.has(item.notification_id)) continue;
    monthOnly.add(item.notification_id);
  }
  return monthOnly.size + recentUnread;
}
