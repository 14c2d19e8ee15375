import { API } from '../../../contract/api-paths';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, companyAccounts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { endpoint, found, patching, typed } from '../../http/route-kit';
import { windowTotal } from '../../http/sql';
import {
  caller,
  requireAuth,
  requireClient,
  requireContractor,
  requireAgencyRight,
  effectiveAccountType,
} from '../auth';
import { companyAccountOf, createCompanyFor, patchOwnCompany, toCompany } from '../company';
import {
  contractorAccountById,
  contractorAccountOf,
  createAgencyFor,
  patchContractor,
} from '../contractor';

const NO_COMPANY = { id: null, company: null };
const NO_CONTRACTOR = { id: null, type_account: null, role: null, contractor: null };

/** The caller's accounts: its type, its company account (clients), its agency account (contractors). */
export function accountsRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  // The path's historical spelling; older clients call it without the trailing slash.
  for (const path of [API.accounts.accountTypeWho, API.accounts.accountTypeWhoNoSlash]) {
    r.route({
      ...endpoint(app, path),
      preHandler: requireAuth,
      handler: (request) => ({ type_account: effectiveAccountType(caller(request)) }),
    });
  }

  r.route({
    ...endpoint(app, API.accounts.companyAccounts),
    preHandler: requireClient,
    handler: async (request) => {
      const win = pageWindow(request.query);
      const rows = await db
        .select({ id: companyAccounts.id, company: companies, total: windowTotal() })
        .from(companyAccounts)
        .innerJoin(companies, eq(companies.id, companyAccounts.companyId))
        .where(eq(companyAccounts.userId, caller(request).id))
        .orderBy(asc(companyAccounts.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, (row) => ({
        id: row.id,
        company: toCompany(row.company),
      }));
    },
  });

  r.route({
    ...endpoint(app, API.accounts.companyAccountCreate),
    preHandler: requireClient,
    handler: async (request, reply) => {
      const body = request.body.company ?? {};
      const created = await createCompanyFor(db, caller(request), body, 'company.');
      return reply.code(201).send({ id: created.accountId, company: created.company });
    },
  });

  r.route({
    ...endpoint(app, API.accounts.companyAccountOfUser),
    preHandler: requireAuth,
    handler: async (request) => (await companyAccountOf(db, caller(request))) ?? NO_COMPANY,
  });

  r.route({
    ...endpoint(app, API.accounts.companyAccountUpdate),
    preHandler: requireClient,
    handler: (request) =>
      patching(db, request.body, async (db) => {
        const user = caller(request);
        const link = user.company;
        if (link?.accountId !== request.params.id) throw notFound(); // only its own account
        const body = request.body.company ?? {};
        const company = await patchOwnCompany(db, user, link.companyId, body, 'company.');
        return { id: link.accountId, company };
      }),
  });

  r.route({
    ...endpoint(app, API.accounts.contractorAccountCreate),
    preHandler: requireContractor,
    handler: async (request, reply) => {
      const body = request.body.contractor;
      const created = await createAgencyFor(db, caller(request), body, 'contractor.');
      return reply.code(201).send(found(await contractorAccountById(db, created.accountId)));
    },
  });

  r.route({
    ...endpoint(app, API.accounts.contractorAccountOfUser),
    preHandler: requireAuth,
    handler: async (request) => (await contractorAccountOf(db, caller(request))) ?? NO_CONTRACTOR,
  });

  r.route({
    ...endpoint(app, API.accounts.contractorAccountUpdate),
    preHandler: requireAgencyRight('editProfile'),
    handler: (request) =>
      patching(db, request.body, async (db) => {
        const user = caller(request);
        const link = user.contractor;
        if (link?.accountId !== request.params.id) throw notFound(); // only its own account
        await patchContractor(
          db,
          user,
          link.contractorId,
          request.body.contractor ?? {},
          'contractor.',
        );
        return found(await contractorAccountById(db, link.accountId));
      }),
  });
}
