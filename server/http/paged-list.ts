import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { pageFromWindowedRows, pageWindow, withoutTotal } from './pagination';
import { found } from './route-kit';
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
