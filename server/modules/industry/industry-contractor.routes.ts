import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAgencyRight } from '../auth';
import { addIndustry, removeIndustry } from '../contractor';

/** The industries the caller's agency has experience in. */
export function industryContractorRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const editProfile = requireAgencyRight('editProfile');

  r.route({
    ...endpoint(app, API.industry.industryContractorCreate),
    preHandler: editProfile,
    handler: async (request, reply) =>
      reply.code(201).send(await addIndustry(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, API.industry.industryContractorRemove),
    preHandler: editProfile,
    handler: async (request, reply) => {
      await removeIndustry(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
