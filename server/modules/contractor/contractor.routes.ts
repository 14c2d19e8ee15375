import { API } from '../../../contract/api-paths';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { sendPageJson } from '../../http/pagination';
import { endpoint, patching, typed } from '../../http/route-kit';
import {
  caller,
  requireAgencyRight,
  requireContractor,
  requireClient,
  requireContractorMember,
  authThrottle,
} from '../auth';
import { rankingPage, readStoredEarly } from '../matching';
import { contractorAccountOf, createAgencyFor, patchContractor } from './contractor.service';
import { publicProfile } from './public-profile';
import { registerAgency } from './register-agency';
import { searchCatalogue } from './catalogue';
import { sendFacetNames } from './facet-names';

const PUBLIC = { access: 'public' } as const;

/** Agencies: the public catalogue of published ones, their basic profile for their own people, a project's ranking. */
export function contractorRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.contractor.contractors),
    config: PUBLIC,
    handler: (request) => searchCatalogue(app.ranking, request, request.query),
  });

  r.route({
    ...endpoint(app, API.contractor.facetNames),
    config: PUBLIC,
    handler: (request, reply) => sendFacetNames(db, request, reply),
  });

  r.route({
    ...endpoint(app, API.contractor.contractorCreate),
    preHandler: requireContractor,
    handler: async (request, reply) => {
      const created = await createAgencyFor(db, caller(request), request.body);
      return reply.code(201).send(created.contractor);
    },
  });

  r.route({
    ...endpoint(app, API.contractor.myAccount),
    preHandler: requireContractorMember,
    handler: async (request) => {
      const account = await contractorAccountOf(db, caller(request));
      if (!account) throw notFound();
      return account;
    },
  });

  r.route({
    ...endpoint(app, API.contractor.contractor),
    config: PUBLIC,
    handler: (request) => publicProfile(db, request.user, request.params.id),
  });

  r.route({
    ...endpoint(app, API.contractor.contractorUpdate),
    preHandler: requireAgencyRight('editProfile'),
    handler: (request) =>
      patching(db, request.body, (db) =>
        patchContractor(db, caller(request), request.params.id, request.body),
      ),
  });

  r.route({
    ...endpoint(app, API.contractor.registerAgency),
    config: PUBLIC,
    preValidation: authThrottle(app, 'register'),
    handler: async (request, reply) =>
      reply.code(201).send(await registerAgency(app, request.body)),
  });

  // A project's ranked agencies: only the project's company (as the project's own routes answer).
  r.route({
    ...endpoint(app, API.contractor.projectRanking),
    // A cached answer's stored read begins with the principal's, not after it (see readStoredEarly).
    config: {
      alongsidePrincipal: (request, userId) =>
        readStoredEarly(request, app.ranking, userId, app.clock()),
    },
    preHandler: requireClient,
    handler: async (request, reply) => {
      const page = await rankingPage(
        request,
        app.ranking,
        caller(request),
        request.params.id,
        request.query,
        app.clock(),
      );
      return sendPageJson(reply, page);
    },
  });
}
