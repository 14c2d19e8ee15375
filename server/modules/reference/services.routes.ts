import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../contract/drf';
import {
  service,
  servicePage,
  serviceRangePage,
  serviceRangesQuery,
  servicesQuery,
} from '../../../contract/reference';
import { serviceCategories, serviceRanges, services } from '../../db/schema';
import type { Db } from '../../db/client';
import {
  pageFromWindowedRows,
  pageWindow,
  withoutTotal,
  type PageWindow,
} from '../../http/pagination';
import { found, typed } from '../../http/route-kit';
import { contains, windowTotal } from '../../http/sql';

const serviceColumns = {
  id: services.id,
  name: services.name,
  description: services.description,
  categoryId: serviceCategories.id,
  categoryName: serviceCategories.name,
};

const toService = (row: {
  id: number;
  name: string;
  description: string;
  categoryId: number;
  categoryName: string;
}) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  category: { id: row.categoryId, name: row.categoryName },
});

/** The services page query; the bench runs its SQL raw as the baseline of the endpoint. */
export function listServicesQuery(
  db: Db,
  { search, category }: { search?: string; category?: number },
  win: PageWindow,
) {
  return db
    .select({ ...serviceColumns, total: windowTotal() })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(
      and(
        search ? contains(services.name, search) : undefined,
        category ? eq(services.categoryId, category) : undefined,
      ),
    )
    .orderBy(asc(serviceCategories.position), asc(services.position), asc(services.id))
    .limit(win.limit)
    .offset(win.offset);
}

export function servicesReferenceRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.get(
    '/service/api/v1/services/',
    { schema: { querystring: servicesQuery, response: { 200: servicePage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const rows = await listServicesQuery(db, request.query, win);
      return pageFromWindowedRows(request, win, rows, toService);
    },
  );

  r.get(
    '/service/api/v1/services/:id/',
    { schema: { params: idParams, response: { 200: service } } },
    async (request) => {
      const [row] = await db
        .select(serviceColumns)
        .from(services)
        .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
        .where(eq(services.id, request.params.id));
      return toService(found(row));
    },
  );

  r.get(
    '/recruitment/api/v1/service-ranges/',
    { schema: { querystring: serviceRangesQuery, response: { 200: serviceRangePage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const rows = await db
        .select({
          id: serviceRanges.id,
          service: serviceRanges.serviceId,
          name: serviceRanges.name,
          min_price: serviceRanges.minPrice,
          max_price: serviceRanges.maxPrice,
          total: windowTotal(),
        })
        .from(serviceRanges)
        .where(
          request.query.service ? eq(serviceRanges.serviceId, request.query.service) : undefined,
        )
        .orderBy(asc(serviceRanges.serviceId), asc(serviceRanges.position))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, withoutTotal);
    },
  );
}
