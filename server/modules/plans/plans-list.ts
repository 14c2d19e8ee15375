import { asc } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Page } from '../../../contract/drf';
import { BILLING_PERIODS, periodPrice } from '../../../contract/tariff-rules';
import type { Plan } from '../../../contract/tariffs';
import type { Db } from '../../db/client';
import { plans } from '../../db/schema';
import { pageFromWindowedRows, pageWindow } from '../../http/pagination';
import { windowTotal } from '../../http/sql';
import { limitOf } from './limits';
import type { PlanRow } from './plan-in-force';

/** A plan as the API shows it: its limits by name, the price of each billing period. */
export function toPlan(p: PlanRow): Plan {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    price_month: p.priceMonth,
    description: p.description,
    features: p.features,
    is_popular: p.isPopular,
    limits: {
      proposals_per_month: limitOf(p, 'proposals_per_month'),
      services: limitOf(p, 'services'),
      cases: limitOf(p, 'cases'),
      materials: limitOf(p, 'materials'),
      employees: limitOf(p, 'employees'),
    },
    matching_priority: p.matchingPriority,
    periods: BILLING_PERIODS.map(({ months, discount }) => ({
      months,
      discount,
      price: periodPrice(p.priceMonth, months),
    })),
  };
}

/** One DRF page of the plans, in their order. */
export async function planPage(
  request: FastifyRequest & { query: { page?: string; page_size?: string } },
  db: Db,
): Promise<Page<Plan>> {
  const win = pageWindow(request.query);
  const rows = await db
    .select({ plan: plans, total: windowTotal() })
    .from(plans)
    .orderBy(asc(plans.position), asc(plans.id))
    .limit(win.limit)
    .offset(win.offset);
  return pageFromWindowedRows(request, win, rows, (row) => toPlan(row.plan));
}
