import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw SQL query; both drivers answer `{ rows }`. */
export async function selectRows<Row>(db: Db, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}
