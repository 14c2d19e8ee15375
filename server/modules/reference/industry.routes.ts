import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../contract/drf';
import { industry, industryPage, namedListQuery } from '../../../contract/reference';
import { industries } from '../../db/schema';
import { pageFromWindowedRows, pageWindow, withoutTotal } from '../../http/pagination';
import { found, typed } from '../../http/route-kit';
import { contains, windowTotal } from '../../http/sql';

const columns = { id: industries.id, name: industries.name };

export function industryRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.get(
    '/industry/api/v1/industries/',
    { schema: { querystring: namedListQuery, response: { 200: industryPage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const { search } = request.query;
      const rows = await db
        .select({ ...columns, total: windowTotal() })
        .from(industries)
        .where(search ? contains(industries.name, search) : undefined)
        .orderBy(asc(industries.position), asc(industries.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, withoutTotal);
    },
  );

  r.get(
    '/industry/api/v1/industries/:id/',
    { schema: { params: idParams, response: { 200: industry } } },
    async (request) => {
      const [row] = await db
        .select(columns)
        .from(industries)
        .where(eq(industries.id, request.params.id));
      return found(row);
    },
  );
}
