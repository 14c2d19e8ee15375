import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companyAccountOrNone } from '../../../contract/accounts';
import {
  company,
  companyCreate,
  companyListQuery,
  companyPage,
  companyPatch,
} from '../../../contract/company';
import { idParams } from '../../../contract/drf';
import { companies, companyAccounts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { typed } from '../../http/route-kit';
import { windowTotal } from '../../http/sql';
import { caller, requireAuth, requireClient } from '../auth/guards';
import {
  companyById,
  createCompanyFor,
  ownCompany,
  patchOwnCompany,
  toCompany,
} from './company.service';

const PREFIX = '/company/api/v1/companies';

/** Client companies: each user sees and edits only its own. */
export function companyRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.get(
    `${PREFIX}/`,
    {
      preHandler: requireAuth,
      schema: { querystring: companyListQuery, response: { 200: companyPage } },
    },
    async (request) => {
      const win = pageWindow(request.query);
      const rows = await db
        .select({ row: companies, total: windowTotal() })
        .from(companies)
        .innerJoin(companyAccounts, eq(companyAccounts.companyId, companies.id))
        .where(eq(companyAccounts.userId, caller(request).id))
        .orderBy(asc(companies.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, ({ row }) => toCompany(row));
    },
  );

  r.post(
    `${PREFIX}/`,
    { preHandler: requireClient, schema: { body: companyCreate, response: { 201: company } } },
    async (request, reply) => {
      const created = await createCompanyFor(db, caller(request), request.body);
      return reply.code(201).send(created.company);
    },
  );

  r.get(
    `${PREFIX}/get_company_by_user/`,
    { preHandler: requireAuth, schema: { response: { 200: company } } },
    async (request) => {
      const link = caller(request).company;
      const found = link ? await companyById(db, link.companyId) : undefined;
      if (!found) throw notFound();
      return found;
    },
  );

  r.get(
    `${PREFIX}/my-account/`,
    { preHandler: requireClient, schema: { response: { 200: companyAccountOrNone } } },
    async (request) => {
      const link = caller(request).company;
      const found = link ? await companyById(db, link.companyId) : undefined;
      return link && found ? { id: link.accountId, company: found } : { id: null, company: null };
    },
  );

  r.get(
    `${PREFIX}/:id/`,
    { preHandler: requireAuth, schema: { params: idParams, response: { 200: company } } },
    (request) => ownCompany(db, caller(request), request.params.id),
  );

  r.patch(
    `${PREFIX}/:id/`,
    {
      preHandler: requireClient,
      schema: { params: idParams, body: companyPatch, response: { 200: company } },
    },
    (request) => patchOwnCompany(db, caller(request), request.params.id, request.body),
  );
}
