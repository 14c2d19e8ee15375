import { API } from '../../../contract/api-paths';
import type { FastifyInstance } from 'fastify';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { endpoint, patching, typed } from '../../http/route-kit';
import { caller, requireAgencyRight } from '../auth';
import {
  changeEmployeeRole,
  inviteEmployee,
  listEmployees,
  removeEmployee,
  renewInvitation,
  withdrawInvitation,
} from './employees.service';

/** The agency's team: every member sees it; the leader and managers invite, re-role and remove. */
export function employeesRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const manageStaff = requireAgencyRight('manageStaff');

  r.route({
    ...endpoint(app, API.accounts.employees),
    preHandler: requireAgencyRight('view'),
    handler: async (request) => {
      const win = pageWindow(request.query);
      const rows = await listEmployees(app, caller(request), win);
      return pageFromWindowedRows(request, win, rows, ({ item }) => item);
    },
  });

  r.route({
    ...endpoint(app, API.accounts.employeeAdd),
    preHandler: manageStaff,
    handler: async (request, reply) =>
      reply.code(201).send(await inviteEmployee(app, caller(request), request.body)),
  });

  r.route({
    ...endpoint(app, API.accounts.employeeUpdate),
    preHandler: manageStaff,
    handler: (request) =>
      patching(db, request.body, (db) =>
        changeEmployeeRole(db, caller(request), request.params.id, request.body.role, app.clock()),
      ),
  });

  r.route({
    ...endpoint(app, API.accounts.employeeRemove),
    preHandler: manageStaff,
    handler: async (request, reply) => {
      await removeEmployee(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });

  r.route({
    ...endpoint(app, API.accounts.employeeResendInvitation),
    preHandler: manageStaff,
    handler: (request) => renewInvitation(app, caller(request), request.params.id),
  });

  r.route({
    ...endpoint(app, API.accounts.employeeWithdrawInvitation),
    preHandler: manageStaff,
    handler: async (request, reply) => {
      await withdrawInvitation(db, caller(request), request.params.id);
      return reply.code(204).send();
    },
  });
}
