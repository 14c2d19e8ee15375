import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireAuth } from '../auth';
import { preferenceList, updatePreference } from './preferences.service';

/** `/notification/api/v1/preferences/`: any logged-in user's own channels per kind. */
export function preferenceRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { notification } = API;

  r.route({
    ...endpoint(app, notification.preferences),
    preHandler: requireAuth,
    handler: (request) => preferenceList(db, caller(request).id),
  });
  r.route({
    ...endpoint(app, notification.preferenceUpdate),
    preHandler: requireAuth,
    handler: (request) =>
      patching(db, request.body, (db) =>
        updatePreference(db, caller(request).id, request.params.kind, request.body),
      ),
  });
}
