// The unread count of spec §4: unread of the current calendar month that are not in the last-7-days list,
// plus unread of the last 7 days. That is every unread notification of the window (this month, or the last
// 7 days), each counted once; "this month" is the calendar month of the viewer's time zone.

export type UnreadCandidate = { notification_id: number; is_read: boolean; created_at: string };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
/** The zone when the browser names none (our users are mostly in Russia). */
export const DEFAULT_TIME_ZONE = 'Europe/Moscow';

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** `2026-11` of the instant in the zone. */
function monthOf(instant: Date, timeZone: string): string {
  let format = monthFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' });
    monthFormats.set(timeZone, format);
  }
  return format.format(instant);
}

/** Whether a notification made at `createdAt` is in the window seen at `now`. */
export function inWindow(createdAt: string, now: Date, timeZone: string): boolean {
  const made = new Date(createdAt);
  const age = now.getTime() - made.getTime();
  return (age <= WEEK_MS && age >= -WEEK_MS) || monthOf(made, timeZone) === monthOf(now, timeZone);
}

export function unreadCount(
  items: readonly UnreadCandidate[],
  now: Date,
  timeZone: string = DEFAULT_TIME_ZONE,
): number {
  const lastWeek = new Set<number>();
  const month = new Set<number>();
  const thisMonth = monthOf(now, timeZone);
  for (const item of items) {
    if (item.is_read) continue;
    const made = new Date(item.created_at);
    if (Math.abs(now.getTime() - made.getTime()) <= WEEK_MS) lastWeek.add(item.notification_id);
    else if (monthOf(made, timeZone) === thisMonth) month.add(item.notification_id);
  }
  return month.size + lastWeek.size;
}

/** The viewer's zone, as the browser knows it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || DEFAULT_TIME_ZONE;
}
