import { API } from '../api-paths';
import {
  MAX_PUSH_DEVICES,
  notificationKindParams,
  notificationListQuery,
  notificationPage,
  notification,
  notificationPatch,
  notificationPreference,
  notificationPreferenceList,
  notificationPreferencePatch,
  pushDeviceList,
  pushRenewal,
  pushSubscription,
  pushSubscriptionInput,
  pushUnsubscribe,
  readAllResult,
  vapidKey,
} from '../notifications';
import { create, list, update, type RouteSchemas } from './route-schema';

const { notification: notifications } = API;

/** /notification/: the user's notifications, their channels, and push subscriptions. */
export const NOTIFICATION_SCHEMAS = {
  [notifications.notifications]: list(
    'Свои уведомления, новые сверху (unread=true — только непрочитанные, kind — одного типа)',
    notificationListQuery,
    notificationPage,
  ),
  [notifications.notificationUpdate]: update(
    'Отметить своё уведомление прочитанным',
    notificationPatch,
    notification,
  ),
  [notifications.notificationsReadAll]: {
    summary: 'Отметить прочитанными все свои уведомления',
    response: { 200: readAllResult },
  },
  [notifications.preferences]: {
    summary: 'Свои настройки уведомлений: каналы каждого типа (в приложении, push, письмо)',
    response: { 200: notificationPreferenceList },
  },
  [notifications.preferenceUpdate]: {
    summary: 'Включить или выключить каналы одного типа уведомлений (о доступе и оплате — нельзя)',
    params: notificationKindParams,
    body: notificationPreferencePatch,
    response: { 200: notificationPreference },
  },
  [notifications.vapidKey]: {
    summary:
      'Публичный ключ сервера (VAPID) для подписки браузера на push (без входа: им пользуется service worker)',
    response: { 200: vapidKey },
  },
  [notifications.pushSubscriptions]: {
    summary: `Свои подписанные на push устройства (до ${MAX_PUSH_DEVICES}, новые сверху) с ключом p256dh каждого: приложение сверяет с ними подписку браузера`,
    response: { 200: pushDeviceList },
  },
  [notifications.pushSubscribe]: create(
    `Подписать это устройство на push (адрес, уже подписанный другим пользователем, переходит к вам; у пользователя до ${MAX_PUSH_DEVICES} устройств, сверх того забывается подписанное раньше всех)`,
    pushSubscriptionInput,
    pushSubscription,
  ),
  [notifications.pushRenew]: {
    summary:
      'Заменить подписку браузера новой (событие pushsubscriptionchange в service worker): без входа, по адресу и ключу auth прежней подписки; новая остаётся у того же пользователя',
    body: pushRenewal,
    response: { 200: pushSubscription },
    errors: [404],
  },
  [notifications.pushUnsubscribe]: {
    summary: 'Отписать это устройство от push (повторно — тоже 204)',
    body: pushUnsubscribe,
  },
} as const satisfies RouteSchemas;
