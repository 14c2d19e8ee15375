import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAuth } from '../auth';
import { devicesOf, renew, subscribe, unsubscribe } from './push.service';

/**
 * `/notification/api/v1/push/…`: the server's VAPID key and the caller's devices. The key and a renewal need
 * no login: the service worker, which holds none, re-subscribes on `pushsubscriptionchange` (a renewal's proof
 * is the old subscription's auth secret, see `renew`).
 */
export function pushRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { notification } = API;

  r.route({
    ...endpoint(app, notification.vapidKey),
    handler: () => ({ public_key: app.secrets.vapid.publicKey }),
  });
  r.route({
    ...endpoint(app, notification.pushSubscriptions),
    preHandler: requireAuth,
    handler: (request) => devicesOf(db, caller(request).id),
  });
  r.route({
    ...endpoint(app, notification.pushSubscribe),
    preHandler: requireAuth,
    handler: async (request, reply) =>
      reply.code(201).send(await subscribe(db, caller(request).id, request.body)),
  });
  r.route({
    ...endpoint(app, notification.pushRenew),
    config: { access: 'public' }, // proven by the old subscription's secret, not a login
    handler: (request) => renew(db, request.body),
  });
  r.route({
    ...endpoint(app, notification.pushUnsubscribe),
    preHandler: requireAuth,
    handler: async (request, reply) => {
      await unsubscribe(db, caller(request).id, request.body.endpoint);
      return reply.code(204).send();
    },
  });
}
