import type { FastifyPluginAsync } from 'fastify';
import { modulePlugin } from '../../http/route-kit';
import { notificationRoutes } from './notifications.routes';
import { preferenceRoutes } from './preferences.routes';
import { pushRoutes } from './push.routes';
import { notificationSocketRoutes } from './socket';

/**
 * `/notification/api`: the caller's own notifications (list, mark read, mark all read), their channels per
 * kind, and this device's Web Push subscription.
 */
export const notificationModule = modulePlugin(notificationRoutes, preferenceRoutes, pushRoutes);

/** The notification socket, registered at the root (its path is not under the module's prefix). */
export const notificationSocket: FastifyPluginAsync = (app) => {
  notificationSocketRoutes(app);
  return Promise.resolve();
};
