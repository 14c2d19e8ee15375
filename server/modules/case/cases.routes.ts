import type { FastifyInstance } from 'fastify';
import { deletingCaseFiles } from '../materials';
import { API } from '../../../contract/api-paths';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireAgencyRight } from '../auth';
import { addCase, casesPage, changeCase, removeCase, visibleContractor } from '../contractor';

/** Agencies' cases: a published agency's for everyone, the caller's own agency's to write. */
export function agencyCaseRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const editProfile = requireAgencyRight('editProfile');
  const { case: cases } = API;

  r.route({
    ...endpoint(app, cases.contractorCases),
    config: { access: 'public' },
    handler: async (request) => {
      const agency = await visibleContractor(db, request.user, request.params.id);
      return casesPage(db, request, agency.id);
    },
  });
  r.route({
    ...endpoint(app, cases.caseCreate),
    preHandler: editProfile,
    handler: async (request, reply) =>
      reply.code(201).send(await addCase(db, caller(request), request.body, app.clock())),
  });
  r.route({
    ...endpoint(app, cases.caseUpdate),
    preHandler: editProfile,
    handler: (request) =>
      patching(db, request.body, (db) =>
        changeCase(db, caller(request), request.params.id, request.body, app.clock()),
      ),
  });
  r.route({
    ...endpoint(app, cases.caseRemove),
    preHandler: editProfile,
    handler: async (request, reply) => {
      // The case's files go with it: their rows in the same transaction, the files once it commits.
      await deletingCaseFiles(app, [request.params.id], (tx) =>
        removeCase(tx, caller(request), request.params.id),
      );
      return reply.code(204).send();
    },
  });
}
