import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { serviceRanges } from '../../db/schema';
import { listRoute } from '../../http/paged-list';

export function recruitmentRoutes(app: FastifyInstance): void {
  listRoute(app, API.recruitment.serviceRanges, {
    from: serviceRanges,
    columns: {
      id: serviceRanges.id,
      service: serviceRanges.serviceId,
      name: serviceRanges.name,
      min_price: serviceRanges.minPrice,
      max_price: serviceRanges.maxPrice,
    },
    where: ({ service }) => (service ? eq(serviceRanges.serviceId, service) : undefined),
    orderBy: [asc(serviceRanges.serviceId), asc(serviceRanges.position)],
  });
}
