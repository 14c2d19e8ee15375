import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { plans } from '../../db/schema';
import { selectPage } from '../../http/paged-list';
import { endpoint, typed } from '../../http/route-kit';

const planColumns = {
  id: plans.id,
  slug: plans.slug,
  name: plans.name,
  price_month: plans.priceMonth,
  description: plans.description,
  features: plans.features,
  is_popular: plans.isPopular,
};

export function plansRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.route({
    ...endpoint(app, API.plans.plans),
    handler: (request) =>
      selectPage(request, db, {
        from: plans,
        columns: planColumns,
        orderBy: [asc(plans.position), asc(plans.id)],
      }),
  });
}
