import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireClient } from '../auth';
import { addRequiredLocation, changeRequiredLocation, removeRequiredLocation } from '../project';

/** Where a project's agency should work: only the project's company's people change it. */
export function locationRequirementRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { location } = API;

  r.route({
    ...endpoint(app, location.locationRequirementCreate),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await addRequiredLocation(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, location.locationRequirementUpdate),
    preHandler: requireClient,
    handler: (request) =>
      patching(db, request.body, (db) =>
        changeRequiredLocation(db, caller(request), request.params.id, request.body),
      ),
  });
  r.route({
    ...endpoint(app, location.locationRequirementRemove),
    preHandler: requireClient,
    handler: async (request, reply) => {
      await removeRequiredLocation(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
