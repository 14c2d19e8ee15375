import { queryClient } from '../../../lib/react-query';
import { notificationWindowOptions } from './notifications';

// The notifications page's list started beside its code, where the page would start it once rendered (a
// round trip later on a phone). A failure is left to the page's own query, which says why.

/** /notifications and /panel/notifications: the window of notifications the page lists. */
export const prefetchNotificationWindow = (): Promise<void> =>
  queryClient.prefetchQuery(notificationWindowOptions());
