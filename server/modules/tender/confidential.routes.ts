import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireAgencyRight } from '../auth';
import { acceptTerms } from './confidential';

// A confidential project's terms: the invited agency's leader or manager accepts them (a specialist reads the
// 403 naming who may); another agency's invitation reads as absent, a guest gets a 401.

export function confidentialRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.tender.invitationAcceptTerms),
    preHandler: requireAgencyRight('answerInvitations'),
    handler: (request) => acceptTerms(db, caller(request), request.params.id, app.clock()),
  });
}
