import { ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `count(*) over ()` as a JS number: the page's total next to its rows, in one query. */
export const windowTotal = () => sql<number>`(count(*) over ())::int`;

/** Case-insensitive "contains" with LIKE wildcards in the user's text taken literally. */
export const contains = (column: AnyColumn, text: string): SQL =>
  ilike(column, containsPattern(text));

/**
 * One prepared statement per combination of filters present (`key`): its SQL is built once and reused, where
 * building it per request would cost more than running it. Values go in through `sql.placeholder`.
 */
export function preparedVariants<Key extends string, Prepared>(build: (key: Key) => Prepared) {
  const cache = new Map<Key, Prepared>();
  return (key: Key): Prepared => {
    let prepared = cache.get(key);
    if (prepared === undefined) cache.set(key, (prepared = build(key)));
    return prepared;
  };
}

/** The LIKE pattern `contains` would build, for a placeholder. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
