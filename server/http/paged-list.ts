import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { z } from 'zod';
import type { API_SCHEMAS, ServedEndpoint } from '../../contract/schemas';
import type { Db } from '../db/client';
import { pageFromWindowedRows, pageWindow, withoutTotal } from './pagination';
import { endpoint, found } from './route-kit';
import { windowTotal } from './sql';

type PagedRequest = FastifyRequest & { query: { page?: string; page_size?: string } };

export interface TableSelection<F extends SelectedFields> {
  from: PgTable;
  columns: F;
  where?: SQL | undefined;
  orderBy: SQL[];
}

/** One DRF page of `columns` from a table, filtered and ordered, with its total in the same query. */
export async function selectPage<F extends SelectedFields>(
  request: PagedRequest,
  db: Db,
  { from, columns, where, orderBy }: TableSelection<F>,
) {
  const win = pageWindow(request.query);
  const rows = await db
    .select({ ...columns, total: windowTotal() })
    .from(from)
    .where(where)
    .orderBy(...orderBy)
    .limit(win.limit)
    .offset(win.offset);
  return pageFromWindowedRows(request, win, rows, withoutTotal);
}

/** The row of `columns` whose `columns.id` is `id`, or a DRF 404. */
export async function selectById<F extends SelectedFields & { id: PgColumn }>(
  db: Db,
  from: PgTable,
  columns: F,
  id: number,
): Promise<SelectResultFields<F>> {
  const rows = (await db
    .select(columns)
    .from(from)
    .where(eq(columns.id, id))) as SelectResultFields<F>[];
  return found(rows[0]);
}

type QueryOf<E extends ServedEndpoint> = (typeof API_SCHEMAS)[E] extends {
  querystring: infer Q extends z.ZodType;
}
  ? z.output<Q>
  : never;

/**
 * A reference list: one DRF page of `columns` from a table, ordered, filtered by the query when `where`
 * says how. The route's schemas come from its contract entry.
 */
export function listRoute<E extends ServedEndpoint, F extends SelectedFields>(
  app: FastifyInstance,
  served: E,
  list: Omit<TableSelection<F>, 'where'> & { where?: (query: QueryOf<E>) => SQL | undefined },
): void {
  const db = app.db.db;
  const route: RouteOptions = {
    ...endpoint(app, served),
    handler: (request) =>
      selectPage(request as PagedRequest, db, {
        ...list,
        where: list.where?.(request.query as QueryOf<E>),
      }),
  };
  app.route(route);
}

/** A reference item: the row of `columns` with the path's `:id`, or a DRF 404. */
export function detailRoute<F extends SelectedFields & { id: PgColumn }>(
  app: FastifyInstance,
  served: ServedEndpoint,
  { from, columns }: { from: PgTable; columns: F },
): void {
  const db = app.db.db;
  const route: RouteOptions = {
    ...endpoint(app, served),
    handler: (request) => selectById(db, from, columns, (request.params as { id: number }).id),
  };
  app.route(route);
}
