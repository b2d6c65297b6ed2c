import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { badRequest } from '../errors.ts';
import { type ClientDate, checkRegex, convert, integer, single, strings } from './values.ts';

/**
 * Generic list queries (ARCHITECTURE §3): `field.op=value` filters, `sort=field__asc,other__desc`, `fields=a,b`,
 * `page`|`skip` and `limit`. Every key a spec does not declare is a 400.
 */

export const FILTER_OPS = [
  'isNull',
  'exists',
  'equals',
  'notEquals',
  'in',
  'notIn',
  'gt',
  'lt',
  'gte',
  'lte',
  'contains',
  'regex',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
export type ValueType = 'string' | 'uuid' | 'number' | 'integer' | 'boolean' | 'date' | 'enum';
export type SortDirection = 'asc' | 'desc';
/** A converted query value; dates stay as written until the company's zone resolves them (`toDrizzleWhere`). */
export type Scalar = string | number | boolean | ClientDate;
export type Paging = 'page' | 'skip' | 'both';
/** A column, an SQL expression, or the name of a key of the `columns` given to toDrizzleWhere/OrderBy. */
export type ColumnRef = string | AnyPgColumn | SQL;

export type ValueSpec =
  | { type: Exclude<ValueType, 'enum'>; description?: string }
  | { type: 'enum'; values: readonly string[]; description?: string };
export type FilterSpec = ValueSpec & { ops: readonly FilterOp[]; column?: ColumnRef };

type SortKey<S extends string> = `${S}__${SortDirection}`;

export interface ListSpecInput<F extends string, S extends string, Fl extends string, E extends string> {
  filters?: Record<F, FilterSpec>;
  sort?: readonly S[];
  fields?: readonly Fl[];
  /** Other query keys of the call (e.g. `searchProducts`, `inRange.from`): converted and handed back in `extra`. */
  extra?: Record<E, ValueSpec>;
  defaultSort?: NoInfer<SortKey<S> | readonly SortKey<S>[]>;
  defaultLimit?: number;
  maxLimit?: number;
  paging: Paging;
}

export interface SortTerm<S extends string = string> {
  field: S;
  direction: SortDirection;
}

export interface ListSpec<
  F extends string = string,
  S extends string = string,
  Fl extends string = string,
  E extends string = string,
> {
  filters: Record<F, FilterSpec>;
  sort: readonly S[];
  fields: readonly Fl[];
  extra: Record<E, ValueSpec>;
  defaultSort: SortTerm<S>[];
  defaultLimit: number;
  maxLimit: number;
  paging: Paging;
}

export interface ParsedFilter<F extends string = string> {
  field: F;
  op: FilterOp;
  /** An array for in/notIn, a boolean for isNull/exists, otherwise one value of the field's type. */
  value: Scalar | Scalar[];
  /** The spec's column for this field, when it declares one. */
  column?: ColumnRef;
}

export interface ParsedListQuery<
  F extends string = string,
  S extends string = string,
  Fl extends string = string,
  E extends string = string,
> {
  filters: ParsedFilter<F>[];
  sort: SortTerm<S>[];
  fields?: Fl[];
  extra: Partial<Record<E, Scalar>>;
  limit: number;
  offset: number;
  page?: number;
  skip?: number;
}

const PAGING_KEYS = ['sort', 'fields', 'skip', 'page', 'limit'];
const RANGE_OPS: readonly FilterOp[] = ['gt', 'lt', 'gte', 'lte'];

/** Checks a list spec once, at module load: mistakes in it are programming errors, not 400s. */
export function defineListSpec<
  const F extends string = never,
  const S extends string = never,
  const Fl extends string = never,
  const E extends string = never,
>(input: ListSpecInput<F, S, Fl, E>): ListSpec<F, S, Fl, E> {
  const filters = input.filters ?? ({} as Record<F, FilterSpec>);
  const extra = input.extra ?? ({} as Record<E, ValueSpec>);
  for (const [name, filter] of Object.entries<FilterSpec>(filters)) {
    if (name.includes('.') || PAGING_KEYS.includes(name) || name in extra) {
      throw new Error(`List filter "${name}" clashes with another query key`);
    }
    for (const op of filter.ops) {
      if (!FILTER_OPS.includes(op)) throw new Error(`List filter "${name}" has an unknown operator "${op}"`);
      if ((op === 'contains' || op === 'regex') && filter.type !== 'string') {
        throw new Error(`List filter "${name}": ${op} needs a string field`);
      }
      if (RANGE_OPS.includes(op) && (filter.type === 'boolean' || filter.type === 'uuid')) {
        throw new Error(`List filter "${name}": ${op} makes no sense on a ${filter.type} field`);
      }
    }
  }
  for (const key of Object.keys(extra)) {
    if (PAGING_KEYS.includes(key)) throw new Error(`Extra list parameter "${key}" clashes with a paging key`);
  }
  const defaultLimit = input.defaultLimit ?? 50;
  const maxLimit = input.maxLimit ?? 500;
  if (!(defaultLimit >= 1 && defaultLimit <= maxLimit)) throw new Error('defaultLimit must be within 1..maxLimit');
  const sort = input.sort ?? [];
  const defaults: readonly string[] =
    typeof input.defaultSort === 'string' ? [input.defaultSort] : ((input.defaultSort as readonly string[]) ?? []);
  return {
    filters,
    sort,
    fields: input.fields ?? [],
    extra,
    defaultSort: defaults.map((term) => parseSortTerm(sort, term)),
    defaultLimit,
    maxLimit,
    paging: input.paging,
  };
}

/** Reads and converts a raw (already URL-decoded) query; throws a 400 naming the exact key on anything wrong. */
export function parseListQuery<F extends string, S extends string, Fl extends string, E extends string>(
  spec: ListSpec<F, S, Fl, E>,
  rawQuery: Record<string, unknown>,
): ParsedListQuery<F, S, Fl, E> {
  const query = Object.fromEntries(Object.entries(rawQuery).filter(([, v]) => v !== undefined));
  const filters: ParsedFilter<F>[] = [];
  const extra: Partial<Record<E, Scalar>> = {};

  for (const [key, raw] of Object.entries(query)) {
    if (PAGING_KEYS.includes(key) && isPagingKeyOf(spec, key)) continue;
    if (Object.hasOwn(spec.extra, key)) {
      extra[key as E] = convert(spec.extra[key as E], key, single(key, raw));
      continue;
    }
    const dot = key.indexOf('.');
    const field = (dot < 0 ? key : key.slice(0, dot)) as F;
    const op = dot < 0 ? 'equals' : key.slice(dot + 1);
    const filter: FilterSpec | undefined = Object.hasOwn(spec.filters, field) ? spec.filters[field] : undefined;
    if (!filter) throw badRequest(key, unknownKeyMessage(spec, key));
    if (!(FILTER_OPS as readonly string[]).includes(op)) {
      throw badRequest(key, `"${op}" is not a filter operator. Use one of: ${FILTER_OPS.join(', ')}.`);
    }
    if (!filter.ops.includes(op as FilterOp)) {
      throw badRequest(key, `The field "${field}" cannot be filtered with "${op}". Allowed: ${filter.ops.join(', ')}.`);
    }
    let value: Scalar | Scalar[];
    if (op === 'in' || op === 'notIn') {
      const items = strings(key, raw).flatMap((s) => s.split(','));
      if (items.some((item) => item === '')) {
        throw badRequest(key, `"${key}" takes a comma-separated list of values without empty entries.`);
      }
      value = items.map((item) => convert(filter, key, item));
    } else if (op === 'isNull' || op === 'exists') {
      value = convert({ type: 'boolean' }, key, single(key, raw));
    } else {
      value = convert(filter, key, single(key, raw));
      if (op === 'regex') checkRegex(key, value as string);
    }
    filters.push({ field, op: op as FilterOp, value, ...(filter.column ? { column: filter.column } : {}) });
  }

  const sort = query.sort === undefined ? [...spec.defaultSort] : parseSort(spec, query.sort);
  const fields = query.fields === undefined ? undefined : parseFields(spec, query.fields);
  const limit = query.limit === undefined ? spec.defaultLimit : integer('limit', query.limit, 1, spec.maxLimit);
  if (query.page !== undefined && query.skip !== undefined) {
    throw badRequest('skip', 'Use either page or skip, not both.');
  }
  const base = { filters, sort, ...(fields ? { fields } : {}), extra, limit };
  if (query.skip !== undefined || spec.paging === 'skip') {
    const skip = query.skip === undefined ? 0 : integer('skip', query.skip, 0);
    return { ...base, offset: skip, skip };
  }
  const page = query.page === undefined ? 1 : integer('page', query.page, 1);
  const offset = (page - 1) * limit;
  if (!Number.isSafeInteger(offset)) throw badRequest('page', '"page" is too large.');
  return { ...base, offset, page };
}

function isPagingKeyOf(spec: ListSpec, key: string): boolean {
  if (key === 'sort') return spec.sort.length > 0;
  if (key === 'fields') return spec.fields.length > 0;
  if (key === 'page') return spec.paging !== 'skip';
  if (key === 'skip') return spec.paging !== 'page';
  return key === 'limit';
}

function unknownKeyMessage(spec: ListSpec, key: string): string {
  const known = [
    ...Object.keys(spec.filters),
    ...Object.keys(spec.extra),
    ...PAGING_KEYS.filter((k) => isPagingKeyOf(spec, k)),
  ];
  return `"${key}" is not a known query parameter for this list. Known parameters: ${known.join(', ')}.`;
}

function parseSortTerm<S extends string>(sortable: readonly S[], term: string): SortTerm<S> {
  const m = /^(.+)__(asc|desc)$/.exec(term);
  if (!m) throw badRequest('sort', `Sort "${term}" must look like field__asc or field__desc.`);
  if (!sortable.includes(m[1] as S)) {
    throw badRequest('sort', `Cannot sort by "${m[1]}". Sortable fields: ${sortable.join(', ')}.`);
  }
  return { field: m[1] as S, direction: m[2] as SortDirection };
}

function parseSort<S extends string>(spec: ListSpec<string, S>, raw: unknown): SortTerm<S>[] {
  return strings('sort', raw)
    .flatMap((s) => s.split(','))
    .map((term) => parseSortTerm(spec.sort, term));
}

function parseFields<Fl extends string>(spec: ListSpec<string, string, Fl>, raw: unknown): Fl[] {
  const names = strings('fields', raw).flatMap((s) => s.split(','));
  for (const name of names) {
    if (!spec.fields.includes(name as Fl)) {
      throw badRequest('fields', `"${name}" is not a selectable field. Selectable fields: ${spec.fields.join(', ')}.`);
    }
  }
  return [...new Set(names as Fl[])];
}

export { toDrizzleOrderBy, toDrizzleWhere } from './drizzle.ts';
export { listQuerySchema, Paginated, paginated } from './schema.ts';
export { ClientDate } from './values.ts';
