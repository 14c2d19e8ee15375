import { API } from '../../../contract/api-paths';
import type { FastifyInstance } from 'fastify';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { endpoint, typed } from '../../http/route-kit';
import { caller, requireContractorLeader } from '../auth';
import { addEmployee, listEmployees, removeEmployee } from './employees.service';

/** The leader manages its agency's staff; employees and everyone else get 403. */
export function employeesRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.accounts.employees),
    preHandler: requireContractorLeader,
    handler: async (request) => {
      const win = pageWindow(request.query);
      const rows = await listEmployees(db, caller(request), win);
      return pageFromWindowedRows(request, win, rows, ({ item }) => item);
    },
  });

  r.route({
    ...endpoint(app, API.accounts.employeeAdd),
    preHandler: requireContractorLeader,
    handler: async (request, reply) =>
      reply.code(201).send(await addEmployee(app, caller(request), request.body)),
  });

  r.route({
    ...endpoint(app, API.accounts.employeeRemove),
    preHandler: requireContractorLeader,
    handler: async (request, reply) => {
      await removeEmployee(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
