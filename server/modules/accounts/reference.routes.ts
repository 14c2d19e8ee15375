import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import type { AccountType } from '../../../contract/reference';
import { accountTypes, roles } from '../../db/schema';
import { selectById, selectPage } from '../../http/paged-list';
import { endpoint, typed } from '../../http/route-kit';
import { contains } from '../../http/sql';

const roleColumns = {
  id: roles.id,
  name: roles.name,
  title: roles.title,
  description: roles.description,
};
const typeColumns = { id: accountTypes.id, name: accountTypes.name };
const asAccountType = (row: { id: number; name: string }) => row as AccountType;

/** The roles inside an agency and the account types: reference lists anyone may read. */
export function accountsReferenceRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.accounts.roles),
    handler: (request) =>
      selectPage(request, db, {
        from: roles,
        columns: roleColumns,
        where: request.query.search ? contains(roles.title, request.query.search) : undefined,
        orderBy: [asc(roles.position), asc(roles.id)],
      }),
  });

  r.route({
    ...endpoint(app, API.accounts.role),
    handler: (request) => selectById(db, roles, roleColumns, request.params.id),
  });

  r.route({
    ...endpoint(app, API.accounts.accountTypes),
    handler: async (request) => {
      const page = await selectPage(request, db, {
        from: accountTypes,
        columns: typeColumns,
        orderBy: [asc(accountTypes.id)],
      });
      return { ...page, results: page.results.map(asAccountType) };
    },
  });

  r.route({
    ...endpoint(app, API.accounts.accountType),
    handler: async (request) =>
      asAccountType(await selectById(db, accountTypes, typeColumns, request.params.id)),
  });
}
