import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireAuth } from '../auth';
import { markRead, notificationsPage, readAll } from './notifications.service';

/** `/notification/api/v1/notifications/`: any logged-in user's own notifications. */
export function notificationRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { notification } = API;

  r.route({
    ...endpoint(app, notification.notifications),
    preHandler: requireAuth,
    handler: (request) => notificationsPage(request, db, caller(request).id, request.query),
  });
  r.route({
    ...endpoint(app, notification.notificationUpdate),
    preHandler: requireAuth,
    handler: (request) =>
      patching(db, request.body, (db) =>
        markRead(db, caller(request).id, request.params.id, request.body.is_read === true),
      ),
  });
  r.route({
    ...endpoint(app, notification.notificationsReadAll),
    preHandler: requireAuth,
    handler: (request) => readAll(db, caller(request).id, app.clock()),
  });
}
