import type { Db } from './pool.ts';

/**
 * A query built once per database handle and run as a named prepared statement: Drizzle does not build its SQL again
 * and PostgreSQL plans it once per connection. Meant for the reads every request makes (a transaction handle builds
 * its own copy, with the same name and text).
 */
export function preparedOn<T>(build: (db: Db) => T): (db: Db) => T {
  const built = new WeakMap<Db, T>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}

interface Connection {
  query: (config: { name: string; text: string; values: unknown[] }) => Promise<{ rows: unknown[] }>;
}

/** The pg pool, or the transaction's own client, behind a Drizzle handle. */
const connectionOf = (db: Db) => (db as unknown as { _: { session: { client: Connection } } })._.session.client;

/**
 * A hand-written statement with a fixed text, run as the named prepared statement `name`: parsed and planned once per
 * connection, however many times it runs. Its parameters are positional (`$1`…), arrays passed whole.
 */
export function namedStatement<R>(name: string, text: string) {
  return async (db: Db, values: unknown[]): Promise<R[]> =>
    (await connectionOf(db).query({ name, text, values })).rows as R[];
}
