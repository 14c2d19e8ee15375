import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { industries } from '../../db/schema';
import { detailRoute, listRoute } from '../../http/paged-list';
import { contains } from '../../http/sql';

const columns = { id: industries.id, name: industries.name };

export function industryRoutes(app: FastifyInstance): void {
  listRoute(app, API.industry.industries, {
    from: industries,
    columns,
    where: ({ search }) => (search ? contains(industries.name, search) : undefined),
    orderBy: [asc(industries.position), asc(industries.id)],
  });
  detailRoute(app, API.industry.industry, { from: industries, columns });
}
