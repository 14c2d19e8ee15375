import { ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `count(*) over ()` as a JS number: the page's total next to its rows, in one query. */
export const windowTotal = () => sql<number>`(count(*) over ())::int`;

/** Case-insensitive "contains" with LIKE wildcards in the user's text taken literally. */
export const contains = (column: AnyColumn, text: string): SQL =>
  ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
