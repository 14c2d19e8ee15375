import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAuth, requireClient } from '../auth';
import { readFinalRound, sendFinalProposal, startFinalRound } from './final-round';

// «Финальный раунд»: read by the project's client company and its invited agencies, started by the client,
// a finalist's offer sent by its leader or manager. Another company or an agency not invited: 404; an agency
// at the client's route: 403; a guest: 401.

export function finalRoundRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { tender } = API;

  r.route({
    ...endpoint(app, tender.finalRound),
    preHandler: requireAuth,
    handler: (request) => readFinalRound(db, caller(request), request.params.id, app.clock()),
  });
  r.route({
    ...endpoint(app, tender.finalRoundStart),
    preHandler: requireClient,
    handler: async (request, reply) => {
      const round = await startFinalRound(
        db,
        caller(request),
        request.params.id,
        request.body,
        app.clock(),
      );
      return reply.code(201).send(round);
    },
  });
  r.route({
    ...endpoint(app, tender.finalProposal),
    preHandler: requireAuth,
    handler: (request) =>
      sendFinalProposal(db, caller(request), request.params.id, request.body, app.clock()),
  });
}
