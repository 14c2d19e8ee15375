import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireAgencyRight } from '../auth';
import {
  addClientHistory,
  addLanguage,
  changeClientHistory,
  personalProfile,
  removeClientHistory,
  removeLanguage,
} from './profile';

/** The agency's own full profile for its panel, its languages and its client histories. */
export function contractorProfileRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const editProfile = requireAgencyRight('editProfile');
  const { contractor } = API;

  r.route({
    ...endpoint(app, contractor.personalProfile),
    preHandler: requireAgencyRight('view'),
    handler: (request) => personalProfile(db, caller(request), request.params.id),
  });

  r.route({
    ...endpoint(app, contractor.languageCreate),
    preHandler: editProfile,
    handler: async (request, reply) =>
      reply.code(201).send(await addLanguage(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, contractor.languageRemove),
    preHandler: editProfile,
    handler: async (request, reply) => {
      await removeLanguage(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });

  r.route({
    ...endpoint(app, contractor.clientHistoryCreate),
    preHandler: editProfile,
    handler: async (request, reply) =>
      reply.code(201).send(await addClientHistory(db, caller(request), request.body, app.clock())),
  });
  r.route({
    ...endpoint(app, contractor.clientHistoryUpdate),
    preHandler: editProfile,
    handler: (request) =>
      patching(db, request.body, (db) =>
        changeClientHistory(db, caller(request), request.params.id, request.body, app.clock()),
      ),
  });
  r.route({
    ...endpoint(app, contractor.clientHistoryRemove),
    preHandler: editProfile,
    handler: async (request, reply) => {
      await removeClientHistory(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
