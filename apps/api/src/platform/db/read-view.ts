import { getTableColumns } from 'drizzle-orm';
import { type PgTable, QueryBuilder, type SubqueryWithSelection } from 'drizzle-orm/pg-core';

const qb = new QueryBuilder();

/**
 * A read-only view of a table for other modules: a subquery over the whole row under the table's own name. PostgreSQL
 * flattens it into the outer query, so a join through it plans like a join on the table and the outer query's locks
 * stay where they were; it cannot be the target of an insert, update or delete.
 */
export const readView = <T extends PgTable, N extends string>(table: T, name: N) =>
  qb
    .select(getTableColumns(table as PgTable))
    .from(table as PgTable)
    .as(name) as unknown as SubqueryWithSelection<T['_']['columns'], N>;

/** The whole row of a view as one nested field of a select (`select({ user: rowOf(usersView) })`). */
export function rowOf<S extends { _: { selectedFields: object } }>(view: S): S['_']['selectedFields'] {
  const fields = view as unknown as Record<string, unknown>;
  const keys = Object.keys(view._.selectedFields);
  return Object.fromEntries(keys.map((k) => [k, fields[k]])) as S['_']['selectedFields'];
}
