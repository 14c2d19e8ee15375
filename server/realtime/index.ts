// Live notifications below the modules: writing them (`notify`, in the caller's transaction, through each
// user's channels), this process's sockets (`NotificationHub`), the LISTEN bridge between processes, and the
// worker that sends their pushes and mails.
export { notify, DELIVERY_CHANNEL, NOTIFICATION_CHANNEL, type NotificationEvent } from './notify';
export { startDeliveryWorker, type DeliveryWorkerOptions } from './delivery-worker';
export { storedSwitches, switchesOf } from './preferences';
export { unreadCountOf } from './unread';
export { realtimePlugin } from './plugin';
export { HEARTBEAT_MS, NotificationHub, type Subscriber } from './hub';
export { notificationColumns, toNotification, type NotificationRow } from './wire';
