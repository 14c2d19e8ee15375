import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireAgencyRight } from '../auth';
import { addLocation, changeLocation, removeLocation } from '../contractor';

/** Where the caller's agency works: countries and cities. */
export function locationContractorRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const editProfile = requireAgencyRight('editProfile');
  const { location } = API;

  r.route({
    ...endpoint(app, location.locationContractorCreate),
    preHandler: editProfile,
    handler: async (request, reply) =>
      reply.code(201).send(await addLocation(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, location.locationContractorUpdate),
    preHandler: editProfile,
    handler: (request) =>
      patching(db, request.body, (db) =>
        changeLocation(db, caller(request), request.params.id, request.body),
      ),
  });
  r.route({
    ...endpoint(app, location.locationContractorRemove),
    preHandler: editProfile,
    handler: async (request, reply) => {
      await removeLocation(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
