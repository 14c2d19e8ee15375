import fp from 'fastify-plugin';
import { NotificationHub } from './hub';
import { startNotificationListener } from './listener';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set by the `realtime` plugin: this process's open notification sockets. */
    notificationHub: NotificationHub;
  }
}

/** The socket hub and its LISTEN bridge: started with the server, both closed with it. */
export const realtimePlugin = fp(
  async (app) => {
    const hub = new NotificationHub();
    app.decorate('notificationHub', hub);
    const stop = await startNotificationListener({ database: app.db, hub, log: app.log });
    // Registered after the database plugin, so closed before it (onClose runs last-registered first).
    app.addHook('onClose', async () => {
      hub.close();
      await stop();
    });
  },
  { name: 'realtime', dependencies: ['db'] },
);
