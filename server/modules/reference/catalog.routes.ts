import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  brand,
  brandPage,
  brandsQuery,
  namedListQuery,
  planPage,
  refusalReasonPage,
} from '../../../contract/reference';
import { pageQuery } from '../../../contract/drf';
import { brands, plans, refusalReasons } from '../../db/schema';
import { pageFromWindowedRows, pageWindow, withoutTotal } from '../../http/pagination';
import { typed } from '../../http/route-kit';
import { contains, windowTotal } from '../../http/sql';

const brandColumns = {
  id: brands.id,
  name: brands.name,
  website: brands.website,
  logo: brands.logo,
  cooperate_now: brands.cooperateNow,
};

/** Brands (the case app), plans, refusal reasons: small lists every visitor may read. */
export function catalogRoutes(app: FastifyInstance): void {
  const r = typed(app);
  const db = app.db.db;

  r.get(
    '/case/api/v1/brands/',
    { schema: { querystring: brandsQuery, response: { 200: brandPage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const { search, cooperate_now: cooperateNow } = request.query;
      const rows = await db
        .select({ ...brandColumns, total: windowTotal() })
        .from(brands)
        .where(
          and(
            search ? contains(brands.name, search) : undefined,
            cooperateNow === undefined ? undefined : eq(brands.cooperateNow, cooperateNow),
          ),
        )
        .orderBy(asc(brands.name), asc(brands.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, withoutTotal);
    },
  );

  // The landing's "working with us now" strip: a short plain list, not a page.
  r.get(
    '/case/api/v1/brands/cooperate-now/',
    { schema: { response: { 200: brand.array() } } },
    async () =>
      db
        .select(brandColumns)
        .from(brands)
        .where(eq(brands.cooperateNow, true))
        .orderBy(asc(brands.name)),
  );

  r.get(
    '/plans/api/v1/plan/',
    { schema: { querystring: pageQuery, response: { 200: planPage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const rows = await db
        .select({
          id: plans.id,
          slug: plans.slug,
          name: plans.name,
          price_month: plans.priceMonth,
          description: plans.description,
          features: plans.features,
          is_popular: plans.isPopular,
          total: windowTotal(),
        })
        .from(plans)
        .orderBy(asc(plans.position), asc(plans.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, withoutTotal);
    },
  );

  r.get(
    '/tender/api/v1/refusal-reason/',
    { schema: { querystring: namedListQuery, response: { 200: refusalReasonPage } } },
    async (request) => {
      const win = pageWindow(request.query);
      const { search } = request.query;
      const rows = await db
        .select({ id: refusalReasons.id, name: refusalReasons.name, total: windowTotal() })
        .from(refusalReasons)
        .where(search ? contains(refusalReasons.name, search) : undefined)
        .orderBy(asc(refusalReasons.position), asc(refusalReasons.id))
        .limit(win.limit)
        .offset(win.offset);
      return pageFromWindowedRows(request, win, rows, withoutTotal);
    },
  );
}
