import { SERVICE_TIME_ZONE } from '../../../contract/profile-rules';
import { moscowDay } from '../../lib/moscow-day';

// The protocol's times are Moscow's wherever the reader is: the platform's clock, the one the PDF shows.

const TIME = new Intl.DateTimeFormat('ru-RU', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: SERVICE_TIME_ZONE,
});

/** «12 декабря 2026, 18:05» in Moscow. */
export const moscowMoment = (iso: string) => `${moscowDay(iso)}, ${TIME.format(new Date(iso))}`;
