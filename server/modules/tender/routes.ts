import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { refusalReasons } from '../../db/schema';
import { listRoute } from '../../http/paged-list';
import { endpoint, patching, typed } from '../../http/route-kit';
import { contains } from '../../http/sql';
import { caller, requireAgencyRight, requireAuth, requireClient } from '../auth';
import { ownCandidate, patchCandidate, projectCandidates } from './candidates.service';
import { inboxPage, inboxProject } from './inbox.service';
import { answerInvitation, createInvitations, projectInvitations } from './invitations.service';
import { cancelProjectOf, createTender, tenderOfProject, thirdPartyWin } from './tenders.service';

// Who may call what: the client of the project (another company's reads as absent), the invited agency
// (its specialists read, its leader and managers answer), nobody else.

export function tenderRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { tender } = API;
  // The ranking's scores at the request's moment, for the comparison and the agency's view.
  const scoring = () => ({ ranking: app.ranking, now: app.clock() });

  listRoute(app, tender.refusalReasons, {
    from: refusalReasons,
    columns: { id: refusalReasons.id, name: refusalReasons.name },
    where: ({ search, side }) =>
      and(
        eq(refusalReasons.side, side),
        search ? contains(refusalReasons.name, search) : undefined,
      ),
    orderBy: [asc(refusalReasons.position), asc(refusalReasons.id)],
  });

  r.route({
    ...endpoint(app, tender.invitations),
    preHandler: requireClient,
    handler: (request) =>
      projectInvitations(request, db, caller(request), request.query, app.clock()),
  });
  r.route({
    ...endpoint(app, tender.invitationsCreate),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await createInvitations(db, caller(request), request.body, app.clock())),
  });
  r.route({
    ...endpoint(app, tender.invitationUpdate),
    config: { idempotent: true }, // queued offline by the app, sent again after a lost answer
    preHandler: requireAgencyRight('answerInvitations'),
    handler: (request) =>
      patching(db, request.body, (db) =>
        answerInvitation(db, caller(request), request.params.id, request.body, app.clock()),
      ),
  });
  r.route({
    ...endpoint(app, tender.projectsByInvitation),
    preHandler: requireAgencyRight('view'),
    handler: (request) => inboxPage(request, db, caller(request), request.query, app.clock()),
  });
  r.route({
    ...endpoint(app, tender.projectByInvitation),
    preHandler: requireAgencyRight('view'),
    handler: (request) => inboxProject(db, scoring(), caller(request), request.params.id),
  });
  r.route({
    ...endpoint(app, tender.tenderCreate),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await createTender(db, caller(request), request.body, app.clock())),
  });
  r.route({
    ...endpoint(app, tender.tenderOfProject),
    preHandler: requireAuth,
    handler: (request) => tenderOfProject(db, caller(request), request.params.id, app.clock()),
  });
  r.route({
    ...endpoint(app, tender.thirdPartyWinner),
    preHandler: requireClient,
    handler: (request) => thirdPartyWin(db, caller(request), request.body, app.clock()),
  });
  r.route({
    ...endpoint(app, tender.cancelProject),
    preHandler: requireClient,
    handler: (request) => cancelProjectOf(db, caller(request), request.body, app.clock()),
  });
  r.route({
    ...endpoint(app, tender.candidates),
    preHandler: requireClient,
    handler: (request) => projectCandidates(db, scoring(), caller(request), request.params.id),
  });
  r.route({
    ...endpoint(app, tender.ownCandidate),
    preHandler: requireAgencyRight('view'),
    handler: (request) => ownCandidate(db, scoring(), caller(request), request.params.id),
  });
  // The client decides, the agency writes its proposal: the service tells them apart.
  r.route({
    ...endpoint(app, tender.candidateUpdate),
    config: { idempotent: true }, // queued offline by the app, sent again after a lost answer
    preHandler: requireAuth,
    handler: (request) =>
      patching(db, request.body, (db) =>
        patchCandidate(db, scoring(), caller(request), request.params.id, request.body),
      ),
  });
}
