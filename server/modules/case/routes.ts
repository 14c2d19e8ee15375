import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API } from '../../../contract/api-paths';
import { brands } from '../../db/schema';
import { listRoute } from '../../http/paged-list';
import { endpoint, typed } from '../../http/route-kit';
import { contains } from '../../http/sql';

const brandColumns = {
  id: brands.id,
  name: brands.name,
  website: brands.website,
  logo: brands.logo,
  cooperate_now: brands.cooperateNow,
};

/** Brands agencies worked for, which every visitor may read. */
export function caseRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  listRoute(app, API.case.brands, {
    from: brands,
    columns: brandColumns,
    where: ({ search, cooperate_now: cooperateNow }) =>
      and(
        search ? contains(brands.name, search) : undefined,
        cooperateNow === undefined ? undefined : eq(brands.cooperateNow, cooperateNow),
      ),
    orderBy: [asc(brands.name), asc(brands.id)],
  });

  // The landing's "working with us now" strip: a short plain list, not a page.
  r.route({
    ...endpoint(app, API.case.brandsCooperatingNow),
    handler: () =>
      db
        .select(brandColumns)
        .from(brands)
        .where(eq(brands.cooperateNow, true))
        .orderBy(asc(brands.name)),
  });
}
