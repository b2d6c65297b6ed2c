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
