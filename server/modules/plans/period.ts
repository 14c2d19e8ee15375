// Paid periods in Moscow's calendar, the product's billing zone (UTC+3 all year since 2014).

const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;

/**
 * `months` calendar months after `start` on Moscow's calendar, at the same time of day; a day the target
 * month lacks becomes its last (31 January + 1 month = 28 or 29 February), as a person counts a period.
 */
export function addMonths(start: Date, months: number): Date {
  const local = new Date(start.getTime() + MOSCOW_OFFSET_MS);
  const day = local.getUTCDate();
  local.setUTCDate(1);
  local.setUTCMonth(local.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0),
  ).getUTCDate();
  local.setUTCDate(Math.min(day, lastDay));
  return new Date(local.getTime() - MOSCOW_OFFSET_MS);
}

const dayFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Europe/Moscow',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** «26.11.2027», the date in Moscow. */
export const moscowDate = (at: Date) => dayFormat.format(at);
