import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireClient } from '../auth';
import { agencyFitOf } from './agency-fit';
import { matchingPreview } from './matching-preview';
import { similarAgenciesPage } from './similar-agencies';

/**
 * Matching around a project: the preview of unsaved requirements (anyone); agencies like one, and how one
 * agency fits (its company).
 */
export function projectMatchingRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { project } = API;

  r.route({
    ...endpoint(app, project.matchingPreview),
    config: { access: 'public' },
    handler: (request) => matchingPreview(db, app.ranking, request.body, app.clock()),
  });
  r.route({
    ...endpoint(app, project.similarAgencies),
    preHandler: requireClient,
    handler: (request) =>
      similarAgenciesPage(request, db, caller(request), request.query, app.clock()),
  });
  r.route({
    ...endpoint(app, project.agencyFit),
    preHandler: requireClient,
    handler: (request) =>
      agencyFitOf(
        db,
        app.ranking,
        caller(request),
        request.params.id,
        request.query.contractor_id,
        app.clock(),
      ),
  });
}
