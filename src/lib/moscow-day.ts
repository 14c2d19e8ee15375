import { SERVICE_TIME_ZONE } from '../../contract/profile-rules';

// Days as the service keeps them: in Moscow, whatever the reader's zone. No dayjs: plain screens use it.

const DAY = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SERVICE_TIME_ZONE,
});

/** «25 ноября 2026» for the day of a moment in Moscow. */
export const moscowDay = (iso: string) =>
  DAY.formatToParts(new Date(iso))
    .filter((part) => part.type === 'day' || part.type === 'month' || part.type === 'year')
    .map((part) => part.value)
    .join(' ');
