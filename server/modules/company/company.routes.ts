import { API } from '../../../contract/api-paths';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, companyAccounts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { endpoint, patching, typed } from '../../http/route-kit';
import { windowTotal } from '../../http/sql';
import { caller, requireAuth, requireClient } from '../auth';
import {
  companyById,
  createCompanyFor,
  ownCompany,
  patchOwnCompany,
  toCompany,
} from './company.service';

/** Client companies: each user sees and edits only its own. */
export function companyRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.company.companies),
    preHandler: requireAuth,
    handler: async (request) => {
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
  });

  r.route({
    ...endpoint(app, API.company.companyCreate),
    preHandler: requireClient,
    handler: async (request, reply) => {
      const created = await createCompanyFor(db, caller(request), request.body);
      return reply.code(201).send(created.company);
    },
  });

  r.route({
    ...endpoint(app, API.company.companyOfUser),
    preHandler: requireAuth,
    handler: async (request) => {
      const link = caller(request).company;
      const found = link ? await companyById(db, link.companyId) : undefined;
      if (!found) throw notFound();
      return found;
    },
  });

  r.route({
    ...endpoint(app, API.company.myAccount),
    preHandler: requireClient,
    handler: async (request) => {
      const link = caller(request).company;
      const found = link ? await companyById(db, link.companyId) : undefined;
      return link && found ? { id: link.accountId, company: found } : { id: null, company: null };
    },
  });

  r.route({
    ...endpoint(app, API.company.company),
    preHandler: requireAuth,
    handler: (request) => ownCompany(db, caller(request), request.params.id),
  });

  r.route({
    ...endpoint(app, API.company.companyUpdate),
    preHandler: requireClient,
    handler: (request) =>
      patching(db, request.body, (db) =>
        patchOwnCompany(db, caller(request), request.params.id, request.body),
      ),
  });
}
