import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  accountsListQuery,
  accountTypeWho,
  companyAccount,
  companyAccountCreate,
  companyAccountOrNone,
  companyAccountPage,
  companyAccountPatch,
  contractorAccount,
  contractorAccountCreate,
  contractorAccountOrNone,
  contractorAccountPatch,
} from '../../../contract/accounts';
import { idParams } from '../../../contract/drf';
import { companies, companyAccounts } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { found, typed } from '../../http/route-kit';
import { windowTotal } from '../../http/sql';
import {
  caller,
  requireAuth,
  requireClient,
  requireContractor,
  requireContractorMember,
} from '../auth/guards';
import { effectiveAccountType } from '../auth/principal';
import {
  companyAccountOf,
  createCompanyFor,
  patchOwnCompany,
  toCompany,
} from '../company/company.service';
import {
  contractorAccountById,
  contractorAccountOf,
  createAgencyFor,
  patchContractor,
} from '../contractor/contractor.service';

const PREFIX = '/accounts/api/v1';
const NO_COMPANY = { id: null, company: null };
const NO_CONTRACTOR = { id: null, type_account: null, role: null, contractor: null };

/** The caller's accounts: its type, its company account (clients), its agency account (contractors). */
export function accountsRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  // The spec's spelling; its client calls it without the trailing slash.
  for (const path of [`${PREFIX}/accout-type-who/`, `${PREFIX}/accout-type-who`]) {
    r.get(
      path,
      { preHandler: requireAuth, schema: { response: { 200: accountTypeWho } } },
      (request) => ({ type_account: effectiveAccountType(caller(request)) }),
    );
  }

  r.get(
    `${PREFIX}/company-accounts/`,
    {
      preHandler: requireClient,
      schema: { querystring: accountsListQuery, response: { 200: companyAccountPage } },
    },
    async (request) => {
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
  );

  r.post(
    `${PREFIX}/company-accounts/`,
    {
      preHandler: requireClient,
      schema: { body: companyAccountCreate, response: { 201: companyAccount } },
    },
    async (request, reply) => {
      const body = request.body.company;
      const created = await createCompanyFor(db, caller(request), body, 'company.');
      return reply.code(201).send({ id: created.accountId, company: created.company });
    },
  );

  r.get(
    `${PREFIX}/company-accounts/get_company_by_user/`,
    { preHandler: requireAuth, schema: { response: { 200: companyAccountOrNone } } },
    async (request) => (await companyAccountOf(db, caller(request))) ?? NO_COMPANY,
  );

  r.patch(
    `${PREFIX}/company-accounts/:id/`,
    {
      preHandler: requireClient,
      schema: { params: idParams, body: companyAccountPatch, response: { 200: companyAccount } },
    },
    async (request) => {
      const user = caller(request);
      const link = user.company;
      if (link?.accountId !== request.params.id) throw notFound(); // only its own account
      const body = request.body.company;
      const company = await patchOwnCompany(db, user, link.companyId, body, 'company.');
      return { id: link.accountId, company };
    },
  );

  r.post(
    `${PREFIX}/contractor-accounts/`,
    {
      preHandler: requireContractor,
      schema: { body: contractorAccountCreate, response: { 201: contractorAccount } },
    },
    async (request, reply) => {
      const body = request.body.contractor;
      const created = await createAgencyFor(db, caller(request), body, 'contractor.');
      return reply.code(201).send(found(await contractorAccountById(db, created.accountId)));
    },
  );

  r.get(
    `${PREFIX}/contractor-accounts/get_contractor_by_user/`,
    { preHandler: requireAuth, schema: { response: { 200: contractorAccountOrNone } } },
    async (request) => (await contractorAccountOf(db, caller(request))) ?? NO_CONTRACTOR,
  );

  r.patch(
    `${PREFIX}/contractor-accounts/:id/`,
    {
      preHandler: requireContractorMember,
      schema: {
        params: idParams,
        body: contractorAccountPatch,
        response: { 200: contractorAccount },
      },
    },
    async (request) => {
      const user = caller(request);
      const link = user.contractor;
      if (link?.accountId !== request.params.id) throw notFound(); // only its own account
      await patchContractor(db, user, link.contractorId, request.body.contractor, 'contractor.');
      return found(await contractorAccountById(db, link.accountId));
    },
  );
}
