import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { serviceRanges } from '../../db/schema';
import { selectPage } from '../../http/paged-list';
import { endpoint, typed } from '../../http/route-kit';

const columns = {
  id: serviceRanges.id,
  service: serviceRanges.serviceId,
  name: serviceRanges.name,
  min_price: serviceRanges.minPrice,
  max_price: serviceRanges.maxPrice,
};

export function recruitmentRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.recruitment.serviceRanges),
    handler: (request) =>
      selectPage(request, db, {
        from: serviceRanges,
        columns,
        where: request.query.service
          ? eq(serviceRanges.serviceId, request.query.service)
          : undefined,
        orderBy: [asc(serviceRanges.serviceId), asc(serviceRanges.position)],
      }),
  });
}
