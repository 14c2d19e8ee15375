import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireAgencyRight } from '../auth';
import {
  addService,
  changeService,
  linkCase,
  removeService,
  servicesOf,
  unlinkCase,
  visibleContractor,
} from '../contractor';

/** The services an agency offers (with price ranges and texts) and the cases that prove them. */
export function serviceContractorRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const editProfile = requireAgencyRight('editProfile');
  const { service } = API;

  r.route({
    ...endpoint(app, service.contractorServices),
    config: { access: 'public' },
    handler: async (request) => {
      const agency = await visibleContractor(db, request.user, request.params.id);
      return servicesOf(db, agency.id);
    },
  });
  r.route({
    ...endpoint(app, service.serviceContractorCreate),
    preHandler: editProfile,
    handler: async (request, reply) =>
      reply.code(201).send(await addService(db, caller(request), request.body, app.clock())),
  });
  r.route({
    ...endpoint(app, service.serviceContractorUpdate),
    preHandler: editProfile,
    handler: (request) =>
      patching(db, request.body, (db) =>
        changeService(db, caller(request), request.params.id, request.body),
      ),
  });
  r.route({
    ...endpoint(app, service.serviceContractorRemove),
    preHandler: editProfile,
    handler: async (request, reply) => {
      await removeService(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });

  r.route({
    ...endpoint(app, service.serviceCaseCreate),
    preHandler: editProfile,
    handler: async (request, reply) =>
      reply.code(201).send(await linkCase(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, service.serviceCaseRemove),
    preHandler: editProfile,
    handler: async (request, reply) => {
      await unlinkCase(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
