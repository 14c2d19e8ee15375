import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { accountTypes, roles } from '../../db/schema';
import { detailRoute, listRoute } from '../../http/paged-list';
import { contains } from '../../http/sql';

const roleColumns = {
  id: roles.id,
  name: roles.name,
  title: roles.title,
  description: roles.description,
};
const typeColumns = { id: accountTypes.id, name: accountTypes.name };

/** The roles inside an agency and the account types: reference lists anyone may read. */
export function accountsReferenceRoutes(app: FastifyInstance): void {
  listRoute(app, API.accounts.roles, {
    from: roles,
    columns: roleColumns,
    where: ({ search }) => (search ? contains(roles.title, search) : undefined),
    orderBy: [asc(roles.position), asc(roles.id)],
  });
  detailRoute(app, API.accounts.role, { from: roles, columns: roleColumns });
  listRoute(app, API.accounts.accountTypes, {
    from: accountTypes,
    columns: typeColumns,
    orderBy: [asc(accountTypes.id)],
  });
  detailRoute(app, API.accounts.accountType, { from: accountTypes, columns: typeColumns });
}
