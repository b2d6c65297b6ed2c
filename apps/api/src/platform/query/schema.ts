import { type TSchema, Type } from 'typebox';
import { DayOrDateTime, Id, Integer, Line, StringEnum } from '../http/schemas.ts';
import type { FilterOp, ListSpec, ParsedListQuery, ValueSpec } from './list-query.ts';

const OP_TEXT: Record<string, string> = {
  isNull: 'true: has no value; false: has a value',
  exists: 'true: has a value; false: has no value',
  equals: 'equal to',
  notEquals: 'not equal to',
  in: 'one of (comma-joined or repeated)',
  notIn: 'none of (comma-joined or repeated)',
  gt: 'greater than',
  lt: 'less than',
  gte: 'greater than or equal to',
  lte: 'less than or equal to',
  contains: 'contains (case-insensitive)',
  regex: 'matches the regular expression (case-insensitive)',
};

const typeText = (v: ValueSpec) => (v.type === 'enum' ? `one of ${v.values.join(', ')}` : v.type);

const BOOLEAN = ['true', 'false'] as const;
const DATE_MEANING: Partial<Record<FilterOp, string>> = {
  gt: 'after (a date alone: from the next day on)',
  lte: 'until (a date alone: including that whole day)',
};

/** The text of one value of a field, typed as far as the query string allows; parseListQuery converts it. */
function valueSchema(v: ValueSpec, op: FilterOp, description: string): TSchema {
  if (op === 'isNull' || op === 'exists') return StringEnum(BOOLEAN, { description });
  switch (v.type) {
    case 'uuid':
      return { ...Id, description };
    case 'boolean':
      return StringEnum(BOOLEAN, { description });
    case 'enum':
      return StringEnum(v.values, { description });
    case 'date':
      return DayOrDateTime(
        op === 'lte' || op === 'lt' ? 'end' : 'start',
        `${description}${DATE_MEANING[op] ? `; ${DATE_MEANING[op]}` : ''}`,
      );
    case 'number':
    case 'integer':
      return Line(30, {
        pattern: v.type === 'integer' ? '^-?\\d+$' : '^-?\\d+(\\.\\d+)?$',
        description,
        examples: ['1'],
      });
    default:
      return Line(op === 'regex' ? 200 : 500, { description });
  }
}

/**
 * The querystring schema of a list call: every key the spec accepts, all optional, nothing else
 * (`additionalProperties: false`, so Fastify answers 400 to unknown keys and the OpenAPI document lists the filters).
 * Values stay strings: parseListQuery converts them and names the failing key.
 */
export function listQuerySchema(spec: ListSpec) {
  const props: Record<string, TSchema> = {};
  for (const [field, filter] of Object.entries(spec.filters)) {
    const about = filter.description ? `${filter.description} ` : '';
    for (const op of filter.ops) {
      const description = `${about}(${typeText(filter)}): ${OP_TEXT[op]}`;
      const schema =
        op === 'in' || op === 'notIn'
          ? Type.Array(Line(4000, { description: 'values joined by commas' }), { description, maxItems: 100 })
          : valueSchema(filter, op, op === 'isNull' || op === 'exists' ? `${about}${OP_TEXT[op]}` : description);
      props[`${field}.${op}`] = Type.Optional(schema);
      if (op === 'equals') props[field] = Type.Optional(valueSchema(filter, op, `Same as ${field}.equals`));
    }
  }
  for (const [key, value] of Object.entries(spec.extra)) {
    const description = `${value.description ? `${value.description} ` : ''}(${typeText(value)})`;
    props[key] = Type.Optional(valueSchema(value, 'equals', description));
  }
  if (spec.sort.length > 0) {
    const description = `Comma-separated field__asc or field__desc; fields: ${spec.sort.join(', ')}`;
    props.sort = Type.Optional(Line(500, { description }));
  }
  if (spec.fields.length > 0) {
    props.fields = Type.Optional(Line(2000, { description: `Comma-separated subset of: ${spec.fields.join(', ')}` }));
  }
  if (spec.paging !== 'skip') {
    props.page = Type.Optional(Integer(1, 1_000_000, { description: 'Page number, from 1 (default 1)' }));
  }
  if (spec.paging !== 'page') {
    props.skip = Type.Optional(Integer(0, 100_000_000, { description: 'Number of items to skip (default 0)' }));
  }
  props.limit = Type.Optional(Integer(1, spec.maxLimit, { description: `Page size (default ${spec.defaultLimit})` }));
  return Type.Object(props, { additionalProperties: false });
}

export interface PaginatedResult<T> {
  items: T[];
  total: number;
  page?: number;
  skip?: number;
  limit: number;
}

/** The list answer `{ items, total, page, limit }` or `{ items, total, skip, limit }`, as the client paged. */
export function paginated<T>(
  items: T[],
  total: number,
  parsed: Pick<ParsedListQuery, 'limit' | 'offset' | 'page' | 'skip'>,
): PaginatedResult<T> {
  return parsed.page !== undefined
    ? { items, total, page: parsed.page, limit: parsed.limit }
    : { items, total, skip: parsed.skip ?? parsed.offset, limit: parsed.limit };
}

export const Paginated = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0 }),
    page: Type.Optional(Type.Integer({ minimum: 1 })),
    skip: Type.Optional(Type.Integer({ minimum: 0 })),
    limit: Type.Integer({ minimum: 1 }),
  });
