import { NOTIFICATION_TIME_ZONE } from '../../../contract/notification-window';

/** The viewer's zone as the browser knows it (its calendar month is the window's), Moscow's when none. */
export const viewerTimeZone = (): string =>
  Intl.DateTimeFormat().resolvedOptions().timeZone || NOTIFICATION_TIME_ZONE;
