import type { NotificationView } from './api/notifications';

// The list's days in the viewer's zone: «Сегодня», «Вчера», then «20 ноября» (with the year when not this one).

const dayKey = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant); // 2026-11-25

function dayTitle(key: string, instant: Date, now: Date, timeZone: string): string {
  if (key === dayKey(now, timeZone)) return 'Сегодня';
  if (key === dayKey(new Date(now.getTime() - 24 * 60 * 60 * 1000), timeZone)) return 'Вчера';
  const sameYear = key.slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return new Intl.DateTimeFormat('ru-RU', {
    timeZone,
    day: 'numeric',
    month: 'long',
    ...(sameYear ? {} : { year: 'numeric' }),
  })
    .format(instant)
    .replace(/\s*г\.$/, '');
}

export type DayGroup = { key: string; title: string; items: NotificationView[] };

/** Newest first, one group per day. */
export function groupByDay(
  items: readonly NotificationView[],
  now: Date,
  timeZone: string,
): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const item of items) {
    const instant = new Date(item.created_at);
    const key = dayKey(instant, timeZone);
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(item);
    else groups.push({ key, title: dayTitle(key, instant, now, timeZone), items: [item] });
  }
  return groups;
}

/** «14:05» in the viewer's zone. */
export const timeOf = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('ru-RU', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
    new Date(iso),
  );
