import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contractorAccount } from '../../../contract/accounts';
import {
  contractor,
  contractorCreate,
  contractorListQuery,
  contractorPage,
  contractorPatch,
  registerAgencyRequest,
  registerAgencyResponse,
} from '../../../contract/contractor';
import { idParams } from '../../../contract/drf';
import { contractors } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { typed } from '../../http/route-kit';
import { contains, windowTotal } from '../../http/sql';
import { caller, requireContractor, requireContractorMember } from '../auth/guards';
import { authThrottle } from '../auth/throttle';
import {
  contractorAccountOf,
  createAgencyFor,
  patchContractor,
  toContractor,
  visibleContractor,
} from './contractor.service';
import { registerAgency } from './register-agency';

const PREFIX = '/contractor/api/v1';
const PUBLIC = { access: 'public' } as const;

/** Agencies: the public catalogue of published ones, and their basic profile for their own people. */
export function contractorRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.get(
    `${PREFIX}/contractors/`,
    {
      config: PUBLIC,
      schema: { querystring: contractorListQuery, response: { 200: contractorPage } },
    },
    async (request) => {
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
      return pageFromWindowedRows(request, win, rows, ({ row }) => toContractor(row));
    },
  );

  r.post(
    `${PREFIX}/contractors/`,
    {
      preHandler: requireContractor,
      schema: { body: contractorCreate, response: { 201: contractor } },
    },
    async (request, reply) => {
      const created = await createAgencyFor(db, caller(request), request.body);
      return reply.code(201).send(created.contractor);
    },
  );

  r.get(
    `${PREFIX}/contractors/my-account/`,
    { preHandler: requireContractorMember, schema: { response: { 200: contractorAccount } } },
    async (request) => {
      const account = await contractorAccountOf(db, caller(request));
      if (!account) throw notFound();
      return account;
    },
  );

  r.get(
    `${PREFIX}/contractors/:id/`,
    { config: PUBLIC, schema: { params: idParams, response: { 200: contractor } } },
    (request) => visibleContractor(db, request.user, request.params.id),
  );

  r.patch(
    `${PREFIX}/contractors/:id/`,
    {
      preHandler: requireContractorMember,
      schema: { params: idParams, body: contractorPatch, response: { 200: contractor } },
    },
    (request) => patchContractor(db, caller(request), request.params.id, request.body),
  );

  r.post(
    `${PREFIX}/register-agency/`,
    {
      config: PUBLIC,
      preValidation: authThrottle(app, 'register'),
      schema: { body: registerAgencyRequest, response: { 201: registerAgencyResponse } },
    },
    async (request, reply) => reply.code(201).send(await registerAgency(app, request.body)),
  );
}
