import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import type { AgencyListKind } from '../../../contract/requirements';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireClient } from '../auth';
import {
  addAgencies,
  addAgency,
  addRequiredIndustry,
  addRequiredLanguage,
  addRequiredService,
  changeRequiredService,
  changeRequirementsRow,
  createRequirements,
  removeAgency,
  removeRequiredIndustry,
  removeRequiredLanguage,
  removeRequiredService,
  requiredServicesPage,
  setMinStaff,
} from '../project';

/** A project's requirements and their parts: only the project's company's people change them. */
export function requirementsRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const { recruitment: rec } = API;

  r.route({
    ...endpoint(app, rec.requirementsCreate),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await createRequirements(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, rec.requirementsUpdate),
    preHandler: requireClient,
    handler: (request) =>
      patching(db, request.body, (db) =>
        changeRequirementsRow(db, caller(request), request.params.id, request.body),
      ),
  });
  r.route({
    ...endpoint(app, rec.requirementStaffSet),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await setMinStaff(db, caller(request), request.body)),
  });

  r.route({
    ...endpoint(app, rec.requirementServices),
    preHandler: requireClient,
    handler: (request) => requiredServicesPage(request, db, caller(request), request.query),
  });
  r.route({
    ...endpoint(app, rec.requirementServiceCreate),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await addRequiredService(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, rec.requirementServiceUpdate),
    preHandler: requireClient,
    handler: (request) =>
      patching(db, request.body, (db) =>
        changeRequiredService(db, caller(request), request.params.id, request.body),
      ),
  });
  r.route({
    ...endpoint(app, rec.requirementServiceRemove),
    preHandler: requireClient,
    handler: async (request, reply) => {
      await removeRequiredService(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });

  r.route({
    ...endpoint(app, rec.requirementIndustryCreate),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await addRequiredIndustry(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, rec.requirementIndustryRemove),
    preHandler: requireClient,
    handler: async (request, reply) => {
      await removeRequiredIndustry(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });
  r.route({
    ...endpoint(app, rec.requirementLanguageCreate),
    preHandler: requireClient,
    handler: async (request, reply) =>
      reply.code(201).send(await addRequiredLanguage(db, caller(request), request.body)),
  });
  r.route({
    ...endpoint(app, rec.requirementLanguageRemove),
    preHandler: requireClient,
    handler: async (request, reply) => {
      await removeRequiredLanguage(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });

  const agencyList = (
    kind: AgencyListKind,
    create:
      | typeof rec.requirementExclusionCreate
      | typeof rec.requirementInclusionCreate
      | typeof rec.requirementWhitelistCreate,
    remove:
      | typeof rec.requirementExclusionRemove
      | typeof rec.requirementInclusionRemove
      | typeof rec.requirementWhitelistRemove,
  ) => {
    r.route({
      ...endpoint(app, create),
      preHandler: requireClient,
      handler: async (request, reply) =>
        reply.code(201).send(await addAgency(db, caller(request), kind, request.body)),
    });
    r.route({
      ...endpoint(app, remove),
      preHandler: requireClient,
      handler: async (request, reply) => {
        await removeAgency(db, caller(request), kind, request.params.id);
        return reply.code(204).send();
      },
    });
  };
  agencyList('exclusion', rec.requirementExclusionCreate, rec.requirementExclusionRemove);
  agencyList('inclusion', rec.requirementInclusionCreate, rec.requirementInclusionRemove);
  agencyList('whitelist', rec.requirementWhitelistCreate, rec.requirementWhitelistRemove);

  const many = (
    kind: AgencyListKind,
    served: typeof rec.requirementExclusionsCreateMany | typeof rec.requirementInclusionsCreateMany,
  ) =>
    r.route({
      ...endpoint(app, served),
      preHandler: requireClient,
      handler: async (request, reply) =>
        reply.code(201).send(await addAgencies(db, caller(request), kind, request.body)),
    });
  many('exclusion', rec.requirementExclusionsCreateMany);
  many('inclusion', rec.requirementInclusionsCreateMany);
}
