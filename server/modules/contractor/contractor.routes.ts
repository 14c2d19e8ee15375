import { API } from '../../../contract/api-paths';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractors } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageWindow, toPage } from '../../http/pagination';
import { endpoint, typed } from '../../http/route-kit';
import { contains, windowTotal } from '../../http/sql';
import {
  caller,
  requireAgencyRight,
  requireContractor,
  requireContractorMember,
  authThrottle,
} from '../auth';
import { contractorAccountOf, createAgencyFor, patchContractor } from './contractor.service';
import { publicProfile } from './public-profile';
import { registerAgency } from './register-agency';
import { catalogueCards } from './catalogue-cards';

const PUBLIC = { access: 'public' } as const;

/** Agencies: the public catalogue of published ones, and their basic profile for their own people. */
export function contractorRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.contractor.contractors),
    config: PUBLIC,
    handler: async (request) => {
      const win = pageWindow(request.query);
      const { search } = request.query;
      const rows = await db
        .select({ row: contractors, total: windowTotal() })
        .from(contractors)
        .where(
          and(
            eq(contractors.isPublished, true),
            search ? contains(contractors.name, search) : undefined,
          ),
        )
        .orderBy(asc(contractors.name), asc(contractors.id))
        .limit(win.limit)
        .offset(win.offset);
      const page = toPage(
        request,
        win,
        rows[0]?.total ?? 0,
        await catalogueCards(
          db,
          rows.map(({ row }) => row.id),
        ),
      );
      const facets = {
        services: [],
        industries: [],
        countries: [],
        cities: [],
        languages: [],
        team_sizes: [],
      };
      return { ...page, facets };
    },
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
    handler: (request) => patchContractor(db, caller(request), request.params.id, request.body),
  });

  r.route({
    ...endpoint(app, API.contractor.registerAgency),
    config: PUBLIC,
    preValidation: authThrottle(app, 'register'),
    handler: async (request, reply) =>
      reply.code(201).send(await registerAgency(app, request.body)),
  });
}
