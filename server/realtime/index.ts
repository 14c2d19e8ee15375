// Live notifications below the modules: writing them (`notify`, in the caller's transaction), this process's
// sockets (`NotificationHub`) and the LISTEN bridge between processes.
export { notify, NOTIFICATION_CHANNEL, type NotificationEvent } from './notify';
export { realtimePlugin } from './plugin';
export { HEARTBEAT_MS, NotificationHub, type Subscriber } from './hub';
export { notificationColumns, toNotification, type NotificationRow } from './wire';
