import { SERVICE_TIME_ZONE } from './profile-rules';

// A moment as notifications and the protocol's details tell it, whatever the reader's zone.

const MOSCOW = new Intl.DateTimeFormat('ru-RU', {
  timeZone: SERVICE_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** «26.11.2026, 18:05 по Москве». */
export const moscowMoment = (at: Date) => `${MOSCOW.format(at)} по Москве`;
