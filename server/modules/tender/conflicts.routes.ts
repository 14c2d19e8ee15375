import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireClient } from '../auth';
import { readCompetitors, writeCompetitors } from './competitors';
import { readConflicts } from './conflicts';

// «Конфликт интересов»: the named competitors and the flags are the client company's alone. Another company:
// 404; an agency: 403 (it never reads the competitors, it only declares at acceptance); a guest: 401.

export function conflictRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { tender } = API;

  r.route({
    ...endpoint(app, tender.competitors),
    preHandler: requireClient,
    handler: (request) => readCompetitors(db, caller(request), request.params.id),
  });
  r.route({
    ...endpoint(app, tender.competitorsUpdate),
    preHandler: requireClient,
    handler: (request) => writeCompetitors(db, caller(request), request.params.id, request.body),
  });
  r.route({
    ...endpoint(app, tender.conflicts),
    preHandler: requireClient,
    handler: (request) =>
      readConflicts(db, caller(request), request.params.id, request.query, app.clock()),
  });
}
