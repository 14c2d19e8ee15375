import { and, asc, eq, ilike, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { serviceCategories, services } from '../../db/schema';
import type { Db } from '../../db/client';
import { pageFromWindowedRows, pageWindow, type PageWindow } from '../../http/pagination';
import { endpoint, found, typed } from '../../http/route-kit';
import { containsPattern, preparedVariants, windowTotal } from '../../http/sql';

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

type ServiceFilters = { search?: string; category?: number };

/**
 * The services page query for the filters present, their values as placeholders. The bench runs its SQL raw
 * as the endpoint's baseline.
 */
export function servicesListQuery(db: Db, filters: { search: boolean; category: boolean }) {
  return db
    .select({ ...serviceColumns, total: windowTotal() })
    .from(services)
    .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
    .where(
      and(
        filters.search ? ilike(services.name, sql.placeholder('pattern')) : undefined,
        filters.category ? eq(services.categoryId, sql.placeholder('category')) : undefined,
      ),
    )
    .orderBy(asc(serviceCategories.position), asc(services.position), asc(services.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

export const servicesListParams = ({ search, category }: ServiceFilters, win: PageWindow) => ({
  pattern: search === undefined ? undefined : containsPattern(search),
  category,
  limit: win.limit,
  offset: win.offset,
});

export function serviceRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;
  const servicesList = preparedVariants((shape: `${boolean}_${boolean}`) => {
    const [search, category] = shape.split('_').map((present) => present === 'true');
    return servicesListQuery(db, { search: search!, category: category! }).prepare(
      `services_list_${shape}`,
    );
  });

  r.route({
    ...endpoint(app, API.service.services),
    handler: async (request) => {
      const win = pageWindow(request.query);
      const { search, category } = request.query;
      const prepared = servicesList(`${search !== undefined}_${category !== undefined}`);
      const rows = await prepared.execute(servicesListParams(request.query, win));
      return pageFromWindowedRows(request, win, rows, toService);
    },
  });

  r.route({
    ...endpoint(app, API.service.service),
    handler: async (request) => {
      const [row] = await db
        .select(serviceColumns)
        .from(services)
        .innerJoin(serviceCategories, eq(serviceCategories.id, services.categoryId))
        .where(eq(services.id, request.params.id));
      return toService(found(row));
    },
  });
}
