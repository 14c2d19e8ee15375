import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { refusalReasons } from '../../db/schema';
import { selectPage } from '../../http/paged-list';
import { endpoint, typed } from '../../http/route-kit';
import { contains } from '../../http/sql';

const reasonColumns = { id: refusalReasons.id, name: refusalReasons.name };

export function tenderRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.tender.refusalReasons),
    handler: (request) =>
      selectPage(request, db, {
        from: refusalReasons,
        columns: reasonColumns,
        where: request.query.search
          ? contains(refusalReasons.name, request.query.search)
          : undefined,
        orderBy: [asc(refusalReasons.position), asc(refusalReasons.id)],
      }),
  });
}
