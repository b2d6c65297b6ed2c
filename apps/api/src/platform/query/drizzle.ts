import {
  and,
  asc,
  Column,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  is,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ColumnRef, ParsedFilter, ParsedListQuery, Scalar } from './list-query.ts';

export type ColumnMap = Record<string, AnyPgColumn | SQL>;

function resolve(columns: ColumnMap, field: string, ref?: ColumnRef): AnyPgColumn | SQL {
  const name = typeof ref === 'string' ? ref : field;
  const column = typeof ref === 'object' ? ref : Object.hasOwn(columns, name) ? columns[name] : undefined;
  // A spec field without a column is a programming error (500), not the caller's fault.
  if (!is(column, Column) && !is(column, SQL)) throw new Error(`No column is mapped for list field "${field}"`);
  return column;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

// Date-mode columns map a Date themselves; anything else (string-mode columns, SQL) gets an ISO string, because
// node-postgres would serialise a Date in the server's local time zone.
function driverValue(column: AnyPgColumn | SQL, value: Scalar): Scalar {
  const mapsDates = is(column, Column) && column.dataType === 'date';
  return value instanceof Date && !mapsDates ? value.toISOString() : value;
}

function condition(target: AnyPgColumn | SQL, filter: ParsedFilter): SQL {
  const { op } = filter;
  const value = Array.isArray(filter.value)
    ? filter.value.map((v) => driverValue(target, v))
    : driverValue(target, filter.value);
  // drizzle's overloads take a column or an SQL, not the union; at run time they accept both alike.
  const column = target as SQL;
  switch (op) {
    case 'isNull':
      return value ? isNull(column) : isNotNull(column);
    case 'exists':
      return value ? isNotNull(column) : isNull(column);
    case 'equals':
      return eq(column, value);
    case 'notEquals':
      return ne(column, value);
    case 'in':
      return inArray(column, value as Scalar[]);
    case 'notIn':
      return notInArray(column, value as Scalar[]);
    case 'gt':
      return gt(column, value);
    case 'lt':
      return lt(column, value);
    case 'gte':
      return gte(column, value);
    case 'lte':
      return lte(column, value);
    case 'contains':
      return ilike(column, `%${escapeLike(value as string)}%`);
    case 'regex':
      return sql`${column} ~* ${value}`;
  }
}

/** All filters joined with AND; undefined when there are none. `columns` maps field names (or a spec's `column` name). */
export function toDrizzleWhere(parsed: Pick<ParsedListQuery, 'filters'>, columns: ColumnMap = {}): SQL | undefined {
  return and(...parsed.filters.map((f) => condition(resolve(columns, f.field, f.column), f)));
}

export function toDrizzleOrderBy(parsed: Pick<ParsedListQuery, 'sort'>, columns: ColumnMap): SQL[] {
  return parsed.sort.map(({ field, direction }) => {
    const column = resolve(columns, field);
    return direction === 'asc' ? asc(column) : desc(column);
  });
}
