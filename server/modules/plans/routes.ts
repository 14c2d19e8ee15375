import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { plans } from '../../db/schema';
import { listRoute } from '../../http/paged-list';

export function plansRoutes(app: FastifyInstance): void {
  listRoute(app, API.plans.plans, {
    from: plans,
    columns: {
      id: plans.id,
      slug: plans.slug,
      name: plans.name,
      price_month: plans.priceMonth,
      description: plans.description,
      features: plans.features,
      is_popular: plans.isPopular,
    },
    orderBy: [asc(plans.position), asc(plans.id)],
  });
}
