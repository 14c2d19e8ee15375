import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAuth, requireClient } from '../auth';
import { readEvaluation, submitEvaluation, writeMarks } from './evaluation';
import { readRubric, writeRubric } from './rubric';

// «Критерии и оценка»: the rubric is read by the project's client company and its invited agencies, written
// by the client before the first invitation; the evaluation is the client company's people's alone. Another
// company or an agency not invited: 404; an agency at the client's routes: 403; a guest: 401.

export function rubricRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { tender } = API;

  r.route({
    ...endpoint(app, tender.rubric),
    preHandler: requireAuth,
    handler: (request) => readRubric(db, caller(request), request.params.id),
  });
  r.route({
    ...endpoint(app, tender.rubricUpdate),
    preHandler: requireClient,
    handler: (request) => writeRubric(db, caller(request), request.params.id, request.body),
  });
  r.route({
    ...endpoint(app, tender.evaluation),
    preHandler: requireClient,
    handler: (request) =>
      readEvaluation(
        db,
        caller(request),
        request.params.id,
        request.query.round === '2' ? 2 : 1,
        app.clock(),
      ),
  });
  r.route({
    ...endpoint(app, tender.evaluationUpdate),
    preHandler: requireClient,
    handler: (request) =>
      writeMarks(db, caller(request), request.params.id, request.body, app.clock()),
  });
  r.route({
    ...endpoint(app, tender.evaluationSubmit),
    preHandler: requireClient,
    handler: (request) =>
      submitEvaluation(db, caller(request), request.params.id, request.body, app.clock()),
  });
}
