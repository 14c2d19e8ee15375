import {
  parse,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

// PGlite's `query` parses, describes and plans its SQL on every call, and drizzle's PGlite driver ignores the
// name of a prepared query. On PostgreSQL, node-postgres keeps a named statement per connection and only binds
// and executes it again. This gives PGlite the same: a query prepared with a name (`.prepare('name')`) is
// parsed once as that named statement, then each call is one Bind/Execute round into the database.

const { serialize } = protocol;

type Statement = { text: string; paramTypes: number[] };

/** A client for one named statement: `query` as drizzle's prepared query calls it. */
export type NamedStatementClient = {
  query: <T>(text: string, params: unknown[], options?: QueryOptions) => Promise<Results<T>>;
};

const concat = (parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};

/** Named statements on one PGlite database, kept for its lifetime (PostgreSQL's own, in its one backend). */
export function pgliteStatements(client: PGlite): (name: string) => NamedStatementClient {
  const statements = new Map<string, Statement>();

  /** Parses `text` as the statement `name` (again, if the name was used for another text). */
  async function prepare(name: string, text: string): Promise<Statement> {
    const old = statements.get(name);
    if (old?.text === text) return old;
    statements.delete(name);
    const messages = [
      ...(old ? [serialize.close({ type: 'S', name })] : []),
      serialize.parse({ name, text, types: [] }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ];
    const described = await client.execProtocol(concat(messages), { syncToFs: false });
    const statement = { text, paramTypes: parse.parseDescribeStatementResults(described.messages) };
    statements.set(name, statement);
    return statement;
  }

  // PGlite merges a query's own parsers into a copy of all of its own on every call: done once per set here.
  const merged = new WeakMap<object, PGlite['parsers']>();
  const parsersFor = (options?: QueryOptions): PGlite['parsers'] => {
    const own = options?.parsers;
    if (!own) return client.parsers;
    if (!merged.has(own)) merged.set(own, { ...client.parsers, ...own });
    return merged.get(own)!;
  };

  /** Serialises the values as PGlite's `query` does: by the parameter types the statement declares. */
  const values = (statement: Statement, params: unknown[], options?: QueryOptions) =>
    params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index]!;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      // PGlite's own fallback, `toString()`, for the scalars the types without a serializer take.
      return serializer ? serializer(value) : `${value as string | number | bigint | boolean}`;
    });

  const query = async <T>(
    name: string,
    text: string,
    params: unknown[],
    options?: QueryOptions,
  ) => {
    await client._checkReady();
    // As PGlite's `query`: after any open transaction, one statement at a time, synced to disk after.
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        const statement = await prepare(name, text);
        const executed = await client.execProtocol(
          concat([
            serialize.bind({ statement: name, values: values(statement, params, options) }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        await client.syncToFs();
        const { rowMode } = options ?? {};
        return parse.parseResults(executed.messages, parsersFor(options), {
          rowMode,
        })[0] as Results<T>;
      }),
    );
  };

  return (name) => ({ query: (text, params, options) => query(name, text, params, options) });
}

/** What of drizzle's PGlite session this reaches: the query it prepares, with its client swapped. */
type PgliteSessionLike = {
  prepareQuery: (
    query: unknown,
    fields: unknown,
    name: string | undefined,
    ...rest: unknown[]
  ) => {
    client: unknown;
  };
};

/**
 * Makes the queries a drizzle PGlite database prepares with a name run as named statements; unnamed queries,
 * and everything inside a transaction (its own session), keep drizzle's way.
 */
export function usePglitePreparedStatements(db: object, client: PGlite): void {
  const session = (db as { session: PgliteSessionLike }).session;
  const statement = pgliteStatements(client);
  const prepareQuery = session.prepareQuery.bind(session);
  session.prepareQuery = (query, fields, name, ...rest) => {
    const prepared = prepareQuery(query, fields, name, ...rest);
    if (name) prepared.client = statement(name);
    return prepared;
  };
}
