import { sql, type Column, type SQL } from 'drizzle-orm';

// Many ids as one array parameter: `inArray` binds one parameter per id, and with a broadcast's thousand
// recipients planning those parameters costs more than the query.

/** `ids` as one `int[]` parameter (a null is SQL's NULL). */
export const intArray = (ids: readonly (number | null)[]): SQL =>
  sql`${`{${ids.map((id) => id ?? 'NULL').join(',')}}`}::int[]`;

/** `column = any(ids)`. */
export const anyOf = (column: Column, ids: readonly number[]): SQL =>
  sql`${column} = any(${intArray(ids)})`;
