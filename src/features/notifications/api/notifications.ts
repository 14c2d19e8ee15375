import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { PAGE_SIZE_MAX } from '../../../../contract/page-size';
import { windowStart } from '../../../../contract/notification-window';
import type { Notification } from '../../../../contract/notifications';
import { callApi } from '../../../lib/api-client';
import { viewerTimeZone } from '../time-zone';

/** A notification as the server sends it (REST and socket alike). */
export type NotificationView = Notification;

/** The window's notifications, newest first: the socket replaces and extends it; IndexedDB keeps it. */
export const NOTIFICATION_WINDOW_KEY = ['notifications', 'window'] as const;

/**
 * GET /notification/api/v1/notifications/ → the window (this month and the last 7 days) from the newest page,
 * until the socket sends its own: the same list either way, so nothing vanishes when the socket connects.
 */
export const getLatestNotifications = async (signal?: AbortSignal) => {
  const page = await callApi(API.notification.notifications, {
    query: { page_size: PAGE_SIZE_MAX },
    signal,
  });
  const start = windowStart(new Date(), viewerTimeZone()).getTime();
  return page.results.filter((item) => Date.parse(item.created_at) >= start);
};

export const notificationWindowOptions = () =>
  queryOptions({
    queryKey: NOTIFICATION_WINDOW_KEY,
    queryFn: ({ signal }) => getLatestNotifications(signal),
    meta: { errorMessage: 'Не удалось загрузить уведомления' },
  });

export const useNotificationWindow = () => useQuery(notificationWindowOptions());

/** PATCH …/notifications/{id}/ `{is_read: true}`. */
export const sendRead = (id: number) =>
  callApi(API.notification.notificationUpdate, {
    params: { id },
    body: { is_read: true },
  }).then(() => undefined);

/** POST …/notifications/read-all/. */
export const sendReadAll = () =>
  callApi(API.notification.notificationsReadAll, { body: {} }).then(() => undefined);
