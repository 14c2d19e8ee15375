import fp from 'fastify-plugin';
import { startDeliveryWorker } from './delivery-worker';
import { NotificationHub } from './hub';
import { startNotificationListener } from './listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the `realtime` plugin: this process's open notification sockets. */
    notificationHub: NotificationHub;
  }
}

/**
 * The socket hub and its LISTEN bridge, and the worker that sends pushes and mails of notifications: started
 * with the server, all closed with it.
 */
export const realtimePlugin = fp(
  async (app) => {
    const hub = new NotificationHub();
    app.decorate('notificationHub', hub);
    const stop = await startNotificationListener({ database: app.db, hub, log: app.log });
    const stopDeliveries = await startDeliveryWorker({
      database: app.db,
      mailer: app.mailer,
      vapid: app.secrets.vapid,
      vapidSubject: app.config.vapidSubject,
      publicUrl: app.config.publicUrl,
      pushDelayMs: app.config.pushDelayMs,
      clock: app.clock,
      log: app.log,
    });
    // Registered after the database and mailer plugins, so closed before them (onClose: last-registered first).
    app.addHook('onClose', async () => {
      hub.close();
      await stop();
      await stopDeliveries();
    });
  },
  { name: 'realtime', dependencies: ['db', 'secrets', 'mailer'] },
);
