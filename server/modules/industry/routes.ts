import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { industries } from '../../db/schema';
import { selectById, selectPage } from '../../http/paged-list';
import { endpoint, typed } from '../../http/route-kit';
import { contains } from '../../http/sql';

const columns = { id: industries.id, name: industries.name };

export function industryRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.industry.industries),
    handler: (request) =>
      selectPage(request, db, {
        from: industries,
        columns,
        where: request.query.search ? contains(industries.name, request.query.search) : undefined,
        orderBy: [asc(industries.position), asc(industries.id)],
      }),
  });

  r.route({
    ...endpoint(app, API.industry.industry),
    handler: (request) => selectById(db, industries, columns, request.params.id),
  });
}
