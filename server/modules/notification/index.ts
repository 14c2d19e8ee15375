import type { FastifyPluginAsync } from 'fastify';
import { modulePlugin } from '../../http/route-kit';
import { notificationRoutes } from './notifications.routes';
import { notificationSocketRoutes } from './socket';

/** `/notification/api`: the caller's own notifications (list, mark read, mark all read). */
export const notificationModule = modulePlugin(notificationRoutes);

/** The notification socket, registered at the root (its path is not under the module's prefix). */
export const notificationSocket: FastifyPluginAsync = (app) => {
  notificationSocketRoutes(app);
  return Promise.resolve();
};
