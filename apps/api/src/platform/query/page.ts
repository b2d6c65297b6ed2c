import { count, is, type SQL, Subquery } from 'drizzle-orm';
import { type AnyPgColumn, type PgSelect, PgTable, type SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../db/pool.ts';

export interface PageWindow {
  limit: number;
  offset: number;
}

// biome-ignore lint/suspicious/noExplicitAny: any selection of a read view
type Source = PgTable | SubqueryWithSelection<any, string>;
type RowOf<T extends Source> = T extends PgTable
  ? T['$inferSelect']
  : SelectResultFields<T['_']['selectedFields' & keyof T['_']]>;

interface TableList<T extends Source> {
  /** Every column of this table's (or read view's) rows matching `where`, in `orderBy` (end it with a unique column). */
  from: T;
  where: SQL | undefined;
  orderBy: (SQL | AnyPgColumn)[];
}

interface QueryList<Q extends PgSelect> {
  /** The list's query, filtered by `where` and ordered, in dynamic mode (`….orderBy(…).$dynamic()`). */
  rows: Q;
  /** Counted under `where`: a table or read view, or a dynamic `select({ total: count() })` with its joins. */
  counted: Source | PgSelect;
  where: SQL | undefined;
}

/** One page of a list and how many rows the whole list has, read at the same time. */
export function pageWithTotal<T extends Source>(
  db: Db,
  list: TableList<T>,
  window: PageWindow,
): Promise<{ rows: RowOf<T>[]; total: number }>;
export function pageWithTotal<Q extends PgSelect>(
  db: Db,
  list: QueryList<Q>,
  window: PageWindow,
): Promise<{ rows: Awaited<Q>; total: number }>;
export async function pageWithTotal(
  db: Db,
  list: TableList<Source> | QueryList<PgSelect>,
  window: PageWindow,
): Promise<{ rows: unknown; total: number }> {
  const rows =
    'from' in list
      ? db
          .select()
          .from(list.from as PgTable)
          .where(list.where)
          .orderBy(...list.orderBy)
          .$dynamic()
      : list.rows;
  const counted = 'from' in list ? list.from : list.counted;
  const totalQuery =
    is(counted, PgTable) || is(counted, Subquery)
      ? db
          .select({ total: count() })
          .from(counted as PgTable)
          .$dynamic()
      : (counted as PgSelect);
  const [page, [{ total }]] = await Promise.all([
    rows.limit(window.limit).offset(window.offset),
    totalQuery.where(list.where) as unknown as Promise<{ total: number }[]>,
  ]);
  return { rows: page, total };
}
