import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAgencyRight, requireAuth, requireClient } from '../auth';
import { answerQuestion, askQuestion, questionsOf } from './questions.service';

// «Вопросы и ответы»: the project's client and its invited agencies read (each its part), the agency's leader
// or manager asks, the client answers. Another company or an agency not invited: 404; a guest: 401.

export function questionRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { tender } = API;

  r.route({
    ...endpoint(app, tender.questions),
    preHandler: requireAuth,
    handler: (request) => questionsOf(db, caller(request), request.params.id, app.clock()),
  });
  r.route({
    ...endpoint(app, tender.questionCreate),
    config: { idempotent: true }, // queued offline by the app, sent again after a lost answer
    preHandler: requireAgencyRight('answerInvitations'),
    handler: async (request, reply) =>
      reply
        .code(201)
        .send(await askQuestion(db, caller(request), request.params.id, request.body, app.clock())),
  });
  r.route({
    ...endpoint(app, tender.questionAnswer),
    config: { idempotent: true }, // queued offline by the app, sent again after a lost answer
    preHandler: requireClient,
    handler: (request) =>
      answerQuestion(db, caller(request), request.params.id, request.body, app.clock()),
  });
}
