import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../contract/drf';
import {
  accountType,
  accountTypePage,
  namedListQuery,
  role,
  rolePage,
  type AccountType,
} from '../../../contract/reference';
import { accountTypes, roles } from '../../db/schema';
import { pageFromWindowedRows, pageWindow, withoutTotal } from '../../http/pagination';
import { found, typed } from '../../http/route-kit';
import { contains, windowTotal } from '../../http/sql';

const PREFIX = '/accounts/api/v1';

const roleColumns = {
  id: roles.id,
  name: roles.name,
  title: roles.title,
  description: roles.description,
};

export function accountsReferenceRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.get(
    `${PREFIX}/roles/`,
    { schema: { querystring: namedListQuery, response: { 200: rolePage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const { search } = request.query;
      const rows = await db
        .select({ ...roleColumns, total: windowTotal() })
        .from(roles)
        .where(search ? contains(roles.title, search) : undefined)
        .orderBy(asc(roles.position), asc(roles.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, withoutTotal);
    },
  );

  r.get(
    `${PREFIX}/roles/:id/`,
    { schema: { params: idParams, response: { 200: role } } },
    async (request) => {
      const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, request.params.id));
      return found(row);
    },
  );

  r.get(
    `${PREFIX}/account-types/`,
    { schema: { querystring: namedListQuery, response: { 200: accountTypePage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const rows = await db
        .select({ id: accountTypes.id, name: accountTypes.name, total: windowTotal() })
        .from(accountTypes)
        .orderBy(asc(accountTypes.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, (row) => ({
        id: row.id,
        name: row.name as AccountType['name'],
      }));
    },
  );

  r.get(
    `${PREFIX}/account-types/:id/`,
    { schema: { params: idParams, response: { 200: accountType } } },
    async (request) => {
      const [row] = await db
        .select({ id: accountTypes.id, name: accountTypes.name })
        .from(accountTypes)
        .where(eq(accountTypes.id, request.params.id));
      const item = found(row);
      return { id: item.id, name: item.name as AccountType['name'] };
    },
  );
}
