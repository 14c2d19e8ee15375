import type { FastifyInstance } from 'fastify';
import {
  accountsListQuery,
  employee,
  employeeCreate,
  employeePage,
} from '../../../contract/accounts';
import { idParams } from '../../../contract/drf';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { typed } from '../../http/route-kit';
import { caller, requireContractorLeader } from '../auth/guards';
import { addEmployee, listEmployees, removeEmployee } from './employees.service';

const PREFIX = '/accounts/api/v1/contractor-accounts-lider';

/** The leader manages its agency's staff; employees and everyone else get 403. */
export function employeesRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.get(
    `${PREFIX}/`,
    {
      preHandler: requireContractorLeader,
      schema: { querystring: accountsListQuery, response: { 200: employeePage } },
    },
    async (request) => {
      const win = pageWindow(request.query);
      const rows = await listEmployees(db, caller(request), win);
      return pageFromWindowedRows(request, win, rows, ({ item }) => item);
    },
  );

  r.post(
    `${PREFIX}/`,
    {
      preHandler: requireContractorLeader,
      schema: { body: employeeCreate, response: { 201: employee } },
    },
    async (request, reply) =>
      reply.code(201).send(await addEmployee(app, caller(request), request.body)),
  );

  r.delete(
    `${PREFIX}/:id/`,
    { preHandler: requireContractorLeader, schema: { params: idParams } },
    async (request, reply) => {
      await removeEmployee(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  );
}
