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
  not,
  notInArray,
  or,
  SQL,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ColumnRef, FilterOp, ParsedFilter, ParsedListQuery, Scalar } from './list-query.ts';
import { ClientDate } from './values.ts';

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
function driverValue(column: AnyPgColumn | SQL, value: Date): Date | string {
  const mapsDates = is(column, Column) && column.dataType === 'date';
  return mapsDates ? value : value.toISOString();
}

/**
 * A date compared as the period it names: a date alone is the whole day [start, end) of the company's zone, so
 * `lte 2026-07-12` includes the 12th and `gt 2026-07-12` begins on the 13th; a date-time is one instant.
 */
function dateCondition(column: SQL, op: FilterOp, date: ClientDate, target: AnyPgColumn | SQL, timeZone: string) {
  const span = date.span(timeZone);
  const start = driverValue(target, span.start);
  const end = driverValue(target, span.end);
  const within = date.isDay ? and(gte(column, start), lt(column, end))! : eq(column, start);
  switch (op) {
    case 'equals':
    case 'in':
      return within;
    case 'notEquals':
    case 'notIn':
      return not(within);
    case 'gt':
      return date.isDay ? gte(column, end) : gt(column, start);
    case 'gte':
      return gte(column, start);
    case 'lt':
      return lt(column, start);
    case 'lte':
      return date.isDay ? lt(column, end) : lte(column, start);
  }
  throw new Error(`No date comparison for "${op}"`);
}

function condition(target: AnyPgColumn | SQL, filter: ParsedFilter, timeZone: string): SQL {
  const { op, value } = filter;
  // drizzle's overloads take a column or an SQL, not the union; at run time they accept both alike.
  const column = target as SQL;
  const dates = (Array.isArray(value) ? value : [value]).filter((v): v is ClientDate => v instanceof ClientDate);
  if (dates.length > 0) {
    const each = dates.map((date) => dateCondition(column, op, date, target, timeZone));
    return op === 'notIn' ? and(...each)! : or(...each)!;
  }
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

/**
 * All filters joined with AND; undefined when there are none. `columns` maps field names (or a spec's `column` name);
 * dates are read in `timeZone` (the company's; UTC for lists across companies).
 */
export function toDrizzleWhere(
  parsed: Pick<ParsedListQuery, 'filters'>,
  columns: ColumnMap = {},
  timeZone = 'UTC',
): SQL | undefined {
  return and(...parsed.filters.map((f) => condition(resolve(columns, f.field, f.column), f, timeZone)));
}

export function toDrizzleOrderBy(parsed: Pick<ParsedListQuery, 'sort'>, columns: ColumnMap): SQL[] {
  return parsed.sort.map(({ field, direction }) => {
    const column = resolve(columns, field);
    return direction === 'asc' ? asc(column) : desc(column);
  });
}
