import { getTableColumns, type SQL } from 'drizzle-orm';
import { PgDialect, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { Value } from 'typebox/value';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { AppError } from '../errors.ts';
import { sendError } from '../http/error-handler.ts';
import { createValidatorCompiler } from '../http/validation.ts';
import {
  ClientDate,
  defineListSpec,
  listQuerySchema,
  Paginated,
  paginated,
  parseListQuery,
  type Scalar,
  toDrizzleOrderBy,
  toDrizzleWhere,
} from './list-query.ts';

const ALL = ['isNull', 'exists', 'equals', 'notEquals', 'in', 'notIn', 'gt', 'lt', 'gte', 'lte'] as const;
const A = '0190f5a4-7b1c-7d2e-8f00-0123456789ab';
const B = '0190f5a4-7b1c-7d2e-8f00-0123456789ac';

const spec = defineListSpec({
  filters: {
    createdAt: { type: 'date', ops: ALL },
    customerId: { type: 'uuid', ops: ['equals', 'in', 'notIn', 'isNull'] },
    status__name: { type: 'string', ops: [...ALL, 'contains', 'regex'] },
    isEnded: { type: 'boolean', ops: ['equals', 'exists'] },
    amount: { type: 'number', ops: ['gt', 'lte', 'in'] },
    quantity: { type: 'integer', ops: ['equals', 'gte'] },
    type: { type: 'enum', values: ['rental', 'sale'], ops: ['equals', 'in'] },
  },
  extra: { searchProducts: { type: 'string' }, 'inRange.from': { type: 'date' } },
  sort: ['createdAt', 'name', 'status__name'],
  fields: ['id', 'name', 'createdAt'],
  defaultSort: 'createdAt__desc',
  maxLimit: 100,
  paging: 'skip',
});

const pageSpec = defineListSpec({ filters: { name: { type: 'string', ops: ['equals'] } }, paging: 'page' });
const bothSpec = defineListSpec({ paging: 'both', defaultLimit: 20 });

const parse = (query: Record<string, unknown>) => parseListQuery(spec, query);
const filtersOf = (query: Record<string, unknown>) => parse(query).filters;

function rejection(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a 400');
}

describe('parseListQuery filters', () => {
  it('reads every operator', () => {
    const at = new ClientDate('2026-01-01T00:00:00Z');
    expect(
      filtersOf({
        'createdAt.isNull': 'true',
        'createdAt.exists': 'false',
        'createdAt.equals': '2026-01-01T00:00:00Z',
        'createdAt.notEquals': '2026-01-01T00:00:00Z',
        'createdAt.in': '2026-01-01T00:00:00Z',
        'createdAt.notIn': '2026-01-01T00:00:00Z',
        'createdAt.gt': '2026-01-01T00:00:00Z',
        'createdAt.lt': '2026-01-01T00:00:00Z',
        'createdAt.gte': '2026-01-01T00:00:00Z',
        'createdAt.lte': '2026-01-01T00:00:00Z',
        'status__name.contains': 'paid',
        'status__name.regex': '^pa(id|ying)$',
      }),
    ).toEqual([
      { field: 'createdAt', op: 'isNull', value: true },
      { field: 'createdAt', op: 'exists', value: false },
      { field: 'createdAt', op: 'equals', value: at },
      { field: 'createdAt', op: 'notEquals', value: at },
      { field: 'createdAt', op: 'in', value: [at] },
      { field: 'createdAt', op: 'notIn', value: [at] },
      { field: 'createdAt', op: 'gt', value: at },
      { field: 'createdAt', op: 'lt', value: at },
      { field: 'createdAt', op: 'gte', value: at },
      { field: 'createdAt', op: 'lte', value: at },
      { field: 'status__name', op: 'contains', value: 'paid' },
      { field: 'status__name', op: 'regex', value: '^pa(id|ying)$' },
    ]);
  });

  it('treats a bare field as equals', () => {
    expect(filtersOf({ isEnded: 'true', customerId: A })).toEqual([
      { field: 'isEnded', op: 'equals', value: true },
      { field: 'customerId', op: 'equals', value: A },
    ]);
  });

  it('converts values to their type', () => {
    const values = filtersOf({
      'isEnded.equals': 'false',
      'amount.gt': '12.5',
      'amount.lte': '-3',
      'quantity.gte': '7',
      type: 'sale',
      'customerId.equals': A.toUpperCase(),
      'status__name.equals': '42',
    }).map((f) => f.value);
    expect(values).toEqual([false, 12.5, -3, 7, 'sale', A, '42']);
  });

  it('reads dates with an offset, with Z, without one, date-only, and a "+" decoded as a space', () => {
    const gte = (value: string, zone = 'UTC') =>
      (filtersOf({ 'createdAt.gte': value })[0].value as ClientDate).span(zone).start.toISOString();
    expect(gte('2026-03-01T10:00:00+02:00')).toBe('2026-03-01T08:00:00.000Z');
    expect(gte('2026-03-01T10:00:00 02:00')).toBe('2026-03-01T08:00:00.000Z');
    expect(gte('2026-03-01T10:00:00.123456Z')).toBe('2026-03-01T10:00:00.123Z');
    expect(gte('2026-03-01T10:00Z')).toBe('2026-03-01T10:00:00.000Z');
    expect(gte('2026-03-01')).toBe('2026-03-01T00:00:00.000Z');
    // without an offset, and a day alone, are read in the company's zone
    expect(gte('2026-03-01', 'Europe/Paris')).toBe('2026-02-28T23:00:00.000Z');
    expect(gte('2026-07-01T10:00', 'Europe/Paris')).toBe('2026-07-01T08:00:00.000Z');
  });

  it('takes a day alone as the whole day', () => {
    const span = (filtersOf({ 'createdAt.lte': '2026-07-12' })[0].value as ClientDate).span('Europe/Paris');
    expect(span).toEqual({ start: new Date('2026-07-11T22:00:00Z'), end: new Date('2026-07-12T22:00:00Z') });
  });

  it('takes in/notIn values comma-joined or repeated', () => {
    expect(filtersOf({ 'customerId.in': `${A},${B}` })[0].value).toEqual([A, B]);
    expect(filtersOf({ 'customerId.in': [A, B] })[0].value).toEqual([A, B]);
    expect(filtersOf({ 'customerId.notIn': [`${A},${B}`, A] })[0].value).toEqual([A, B, A]);
    expect(filtersOf({ 'amount.in': '1,2.5' })[0].value).toEqual([1, 2.5]);
    expect(filtersOf({ 'type.in': 'rental,sale' })[0].value).toEqual(['rental', 'sale']);
  });

  it('ignores keys whose value is undefined', () => {
    expect(parse({ 'createdAt.gte': undefined, limit: undefined })).toMatchObject({ filters: [], limit: 50 });
  });

  it('keeps a spec column on the parsed filter', () => {
    const s = defineListSpec({
      filters: { name: { type: 'string', ops: ['equals'], column: 'label' } },
      paging: 'page',
    });
    expect(parseListQuery(s, { name: 'x' }).filters).toEqual([
      { field: 'name', op: 'equals', value: 'x', column: 'label' },
    ]);
  });

  it('hands extra parameters back converted', () => {
    expect(parse({ searchProducts: 'tent', 'inRange.from': '2026-05-01' }).extra).toEqual({
      searchProducts: 'tent',
      'inRange.from': new ClientDate('2026-05-01'),
    });
  });
});

describe('parseListQuery sort, fields and paging', () => {
  it('applies defaults', () => {
    expect(parse({})).toEqual({
      filters: [],
      sort: [{ field: 'createdAt', direction: 'desc' }],
      extra: {},
      limit: 50,
      offset: 0,
      skip: 0,
    });
    expect(parseListQuery(pageSpec, {})).toMatchObject({ sort: [], limit: 50, offset: 0, page: 1 });
  });

  it('sorts by several fields', () => {
    expect(parse({ sort: 'name__asc,status__name__desc' }).sort).toEqual([
      { field: 'name', direction: 'asc' },
      { field: 'status__name', direction: 'desc' },
    ]);
    expect(parse({ sort: ['name__desc', 'createdAt__asc'] }).sort).toEqual([
      { field: 'name', direction: 'desc' },
      { field: 'createdAt', direction: 'asc' },
    ]);
  });

  it('selects fields', () => {
    expect(parse({ fields: 'id,name' }).fields).toEqual(['id', 'name']);
    expect(parse({ fields: 'name,name' }).fields).toEqual(['name']);
    expect(parse({}).fields).toBeUndefined();
  });

  it('pages with skip, page and limit', () => {
    expect(parse({ skip: '30', limit: '10' })).toMatchObject({ skip: 30, offset: 30, limit: 10 });
    expect(parse({ skip: 5, limit: 100 })).toMatchObject({ skip: 5, offset: 5, limit: 100 });
    expect(parseListQuery(pageSpec, { page: '3', limit: '20' })).toMatchObject({ page: 3, offset: 40, limit: 20 });
    expect(parseListQuery(pageSpec, { page: '1' })).toMatchObject({ page: 1, offset: 0, limit: 50 });
  });

  it('pages either way when the spec allows both', () => {
    expect(parseListQuery(bothSpec, {})).toMatchObject({ page: 1, offset: 0, limit: 20 });
    expect(parseListQuery(bothSpec, { page: '2' })).toMatchObject({ page: 2, offset: 20 });
    const bySkip = parseListQuery(bothSpec, { skip: '7' });
    expect(bySkip).toMatchObject({ skip: 7, offset: 7 });
    expect(bySkip.page).toBeUndefined();
  });
});

describe('parseListQuery rejects with a 400 naming the key', () => {
  const cases: Array<[string, Record<string, unknown>, string, typeof spec | typeof pageSpec | typeof bothSpec]> = [
    ['unknown key', { foo: '1' }, 'foo', spec],
    ['unknown filter field', { 'bar.gte': '1' }, 'bar.gte', spec],
    ['unknown operator', { 'createdAt.between': '1' }, 'createdAt.between', spec],
    ['operator not allowed for the field', { 'createdAt.contains': 'x' }, 'createdAt.contains', spec],
    ['bare field without equals', { amount: '1' }, 'amount', spec],
    ['unparseable date', { 'createdAt.gte': 'yesterday' }, 'createdAt.gte', spec],
    ['impossible date', { 'createdAt.gte': '2026-02-30' }, 'createdAt.gte', spec],
    ['date before 2000', { 'createdAt.gte': '1900-01-01' }, 'createdAt.gte', spec],
    ['date after 2100', { 'createdAt.gte': '9999-12-31T10:00:00Z' }, 'createdAt.gte', spec],
    ['date-time out of range', { 'createdAt.lt': '2026-01-01T24:00:00Z' }, 'createdAt.lt', spec],
    ['non-uuid', { customerId: 'abc' }, 'customerId', spec],
    ['non-uuid in a list', { 'customerId.in': `${A},nope` }, 'customerId.in', spec],
    ['empty list entry', { 'customerId.in': `${A},` }, 'customerId.in', spec],
    ['empty list', { 'customerId.in': [] }, 'customerId.in', spec],
    ['non-boolean', { isEnded: 'yes' }, 'isEnded', spec],
    ['non-boolean isNull', { 'customerId.isNull': '1' }, 'customerId.isNull', spec],
    ['non-number', { 'amount.gt': '1e3' }, 'amount.gt', spec],
    ['non-integer', { 'quantity.gte': '1.5' }, 'quantity.gte', spec],
    ['value outside the enum', { type: 'gift' }, 'type', spec],
    ['invalid regex', { 'status__name.regex': '(unclosed' }, 'status__name.regex', spec],
    ['repeated single-value key', { 'createdAt.gte': ['2026-01-01', '2026-01-02'] }, 'createdAt.gte', spec],
    ['object value', { 'status__name.equals': { a: 1 } }, 'status__name.equals', spec],
    ['bad extra value', { 'inRange.from': 'soon' }, 'inRange.from', spec],
    ['negative skip', { skip: '-1' }, 'skip', spec],
    ['non-numeric skip', { skip: 'ten' }, 'skip', spec],
    ['limit above the maximum', { limit: '101' }, 'limit', spec],
    ['limit below 1', { limit: '0' }, 'limit', spec],
    ['page below 1', { page: '0' }, 'page', pageSpec],
    ['page in a skip list', { page: '2' }, 'page', spec],
    ['skip in a page list', { skip: '2' }, 'skip', pageSpec],
    ['page and skip together', { page: '2', skip: '3' }, 'skip', bothSpec],
    ['sort in a list without sort', { sort: 'name__asc' }, 'sort', pageSpec],
    ['unknown sort field', { sort: 'price__asc' }, 'sort', spec],
    ['unknown sort direction', { sort: 'name__up' }, 'sort', spec],
    ['sort without direction', { sort: 'name' }, 'sort', spec],
    ['empty sort term', { sort: 'name__asc,' }, 'sort', spec],
    ['unknown field in fields', { fields: 'id,secret' }, 'fields', spec],
  ];

  it.each(cases)('%s', (_name, query, field, listSpec) => {
    const error = rejection(() => parseListQuery(listSpec as typeof spec, query));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('validationFailed');
    expect(error.details?.field).toBe(field);
    expect(error.message).toMatch(/^[A-Z"].+\.$/);
  });

  it('explains what is allowed', () => {
    expect(rejection(() => parse({ 'createdAt.contains': 'x' })).message).toBe(
      'The field "createdAt" cannot be filtered with "contains". Allowed: isNull, exists, equals, notEquals, in, notIn, gt, lt, gte, lte.',
    );
    expect(rejection(() => parse({ sort: 'price__asc' })).message).toBe(
      'Cannot sort by "price". Sortable fields: createdAt, name, status__name.',
    );
  });
});

describe('defineListSpec', () => {
  it('types parsed names from the spec', () => {
    type Parsed = ReturnType<typeof parse>;
    expectTypeOf<Parsed['sort'][number]['field']>().toEqualTypeOf<'createdAt' | 'name' | 'status__name'>();
    expectTypeOf<Parsed['filters'][number]['field']>().toEqualTypeOf<
      'createdAt' | 'customerId' | 'status__name' | 'isEnded' | 'amount' | 'quantity' | 'type'
    >();
    expectTypeOf<Parsed['fields']>().toEqualTypeOf<Array<'id' | 'name' | 'createdAt'> | undefined>();
    expectTypeOf<Parsed['extra']>().toEqualTypeOf<Partial<Record<'searchProducts' | 'inRange.from', Scalar>>>();
  });

  it('refuses inconsistent specs', () => {
    expect(() => defineListSpec({ filters: { a: { type: 'date', ops: ['contains'] } }, paging: 'page' })).toThrow();
    expect(() => defineListSpec({ filters: { a: { type: 'boolean', ops: ['gt'] } }, paging: 'page' })).toThrow();
    expect(() =>
      defineListSpec({ filters: { limit: { type: 'integer', ops: ['equals'] } }, paging: 'page' }),
    ).toThrow();
    expect(() => defineListSpec({ sort: ['a'], defaultSort: 'b__asc' as 'a__asc', paging: 'page' })).toThrow();
    expect(() => defineListSpec({ paging: 'page', defaultLimit: 600 })).toThrow();
  });
});

describe('drizzle translation', () => {
  const orders = pgTable('orders', {
    id: uuid('id').primaryKey(),
    name: text('name'),
    customerId: uuid('customer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }),
    createdOn: timestamp('created_on', { withTimezone: true, mode: 'string' }),
  });
  const statuses = pgTable('statuses', { name: text('name') });
  const columns = { ...getTableColumns(orders), status__name: statuses.name };
  const dialect = new PgDialect();
  const render = (where: SQL | undefined) => {
    if (!where) throw new Error('expected a condition');
    const { sql, params } = dialect.sqlToQuery(where);
    return { sql, params };
  };
  const toQuery = (query: Record<string, unknown>) => render(toDrizzleWhere(parse(query), columns));

  it('builds no condition without filters', () => {
    expect(toDrizzleWhere(parse({}), columns)).toBeUndefined();
  });

  it('joins filters with and', () => {
    expect(toQuery({ 'createdAt.gte': '2026-01-01T00:00:00Z', 'customerId.in': `${A},${B}` })).toEqual({
      sql: '("orders"."created_at" >= $1 and "orders"."customer_id" in ($2, $3))',
      params: ['2026-01-01T00:00:00.000Z', A, B],
    });
  });

  it('translates each operator', () => {
    const one = (query: Record<string, unknown>) => toQuery(query);
    expect(one({ 'createdAt.isNull': 'true' }).sql).toBe('"orders"."created_at" is null');
    expect(one({ 'createdAt.isNull': 'false' }).sql).toBe('"orders"."created_at" is not null');
    expect(one({ 'createdAt.exists': 'true' }).sql).toBe('"orders"."created_at" is not null');
    expect(one({ 'createdAt.exists': 'false' }).sql).toBe('"orders"."created_at" is null');
    expect(one({ 'createdAt.notEquals': '2026-01-01T10:00:00Z' })).toEqual({
      sql: 'not "orders"."created_at" = $1',
      params: ['2026-01-01T10:00:00.000Z'],
    });
    expect(one({ 'customerId.notIn': A })).toEqual({ sql: '"orders"."customer_id" not in ($1)', params: [A] });
    expect(one({ 'createdAt.lt': '2026-01-01T10:00:00Z' }).sql).toBe('"orders"."created_at" < $1');
    expect(one({ 'createdAt.gt': '2026-01-01T10:00:00Z' }).sql).toBe('"orders"."created_at" > $1');
    expect(one({ 'createdAt.lte': '2026-01-01T10:00:00Z' }).sql).toBe('"orders"."created_at" <= $1');
    expect(one({ customerId: A })).toEqual({ sql: '"orders"."customer_id" = $1', params: [A] });
  });

  it('escapes LIKE wildcards for contains and binds regex as a parameter', () => {
    expect(toQuery({ 'status__name.contains': '50%_off\\' })).toEqual({
      sql: '"statuses"."name" ilike $1',
      params: ['%50\\%\\_off\\\\%'],
    });
    expect(toQuery({ 'status__name.regex': '^paid$' })).toEqual({ sql: '"statuses"."name" ~* $1', params: ['^paid$'] });
  });

  it('compares a day alone as the whole day of the company zone', () => {
    const inParis = (query: Record<string, unknown>) =>
      render(toDrizzleWhere(parse(query), columns, 'Europe/Paris')) as { sql: string; params: unknown[] };
    const [dayStart, nextDay] = ['2026-07-11T22:00:00.000Z', '2026-07-12T22:00:00.000Z'];
    expect(inParis({ 'createdAt.gte': '2026-07-12' })).toEqual({
      sql: '"orders"."created_at" >= $1',
      params: [dayStart],
    });
    expect(inParis({ 'createdAt.gt': '2026-07-12' })).toEqual({
      sql: '"orders"."created_at" >= $1',
      params: [nextDay],
    });
    expect(inParis({ 'createdAt.lt': '2026-07-12' })).toEqual({
      sql: '"orders"."created_at" < $1',
      params: [dayStart],
    });
    expect(inParis({ 'createdAt.lte': '2026-07-12' })).toEqual({
      sql: '"orders"."created_at" < $1',
      params: [nextDay],
    });
    expect(inParis({ 'createdAt.equals': '2026-07-12' })).toEqual({
      sql: '("orders"."created_at" >= $1 and "orders"."created_at" < $2)',
      params: [dayStart, nextDay],
    });
    expect(inParis({ 'createdAt.notIn': '2026-07-12,2026-07-14' }).sql).toBe(
      '(not ("orders"."created_at" >= $1 and "orders"."created_at" < $2) and not ("orders"."created_at" >= $3 and "orders"."created_at" < $4))',
    );
  });

  it('uses the spec column, by name or directly', () => {
    const s = defineListSpec({
      filters: {
        created: { type: 'date', ops: ['gte'], column: 'createdOn' },
        who: { type: 'string', ops: ['equals'], column: orders.name },
      },
      paging: 'page',
    });
    const where = toDrizzleWhere(parseListQuery(s, { 'created.gte': '2026-01-01', who: 'x' }), columns);
    // a string-mode column gets the ISO text rather than a Date
    expect(render(where)).toEqual({
      sql: '("orders"."created_on" >= $1 and "orders"."name" = $2)',
      params: ['2026-01-01T00:00:00.000Z', 'x'],
    });
  });

  it('throws a plain error when a field has no column', () => {
    expect(() => toDrizzleWhere(parse({ 'quantity.gte': '1' }), columns)).toThrow(/quantity/);
  });

  it('orders by the sort terms', () => {
    const orderBy = toDrizzleOrderBy(parse({ sort: 'name__asc,createdAt__desc' }), columns);
    expect(orderBy.map((part) => dialect.sqlToQuery(part).sql)).toEqual([
      '"orders"."name" asc',
      '"orders"."created_at" desc',
    ]);
  });
});

describe('schemas and the paginated answer', () => {
  it('lists every accepted key and nothing else', () => {
    const schema = listQuerySchema(spec);
    expect(Object.keys(schema.properties)).toEqual(
      expect.arrayContaining(['createdAt.gte', 'createdAt', 'customerId.in', 'status__name.regex', 'inRange.from']),
    );
    expect(schema.properties).not.toHaveProperty('page');
    expect(schema.properties).not.toHaveProperty('amount');
    expect(schema.properties['customerId.in']).toMatchObject({ type: 'array' });
    expect(schema.properties.limit).toMatchObject({ type: 'integer', maximum: 100 });
    expect(Value.Check(schema, { 'createdAt.gte': '2026-01-01' })).toBe(true);
    expect(Value.Check(schema, { 'colour.equals': 'red' })).toBe(false);
  });

  it('lets Fastify pass declared keys and answer 400 to unknown ones', async () => {
    const app = Fastify();
    app.setValidatorCompiler(createValidatorCompiler(() => false));
    app.setErrorHandler(sendError);
    app.get('/orders', { schema: { querystring: listQuerySchema(spec) } }, (request) =>
      parseListQuery(spec, request.query as Record<string, unknown>),
    );
    const ok = await app.inject(`/orders?customerId.in=${A}&customerId.in=${B}&createdAt.gte=2026-01-01&limit=5`);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      filters: [
        { field: 'customerId', op: 'in', value: [A, B] },
        { field: 'createdAt', op: 'gte', value: '2026-01-01' },
      ],
      limit: 5,
    });
    const unknown = await app.inject('/orders?colour.equals=red');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'validationFailed', details: { field: 'colour.equals' } });
    const tooMany = await app.inject('/orders?limit=101');
    expect(tooMany.json()).toMatchObject({ statusCode: 400, details: { field: 'limit' } });
    const badDate = await app.inject('/orders?createdAt.lt=soon');
    expect(badDate.json()).toMatchObject({ statusCode: 400, details: { field: 'createdAt.lt' } });
    await app.close();
  });

  it('answers page or skip as the client paged', () => {
    expect(paginated(['a'], 11, parseListQuery(bothSpec, { page: '2' }))).toEqual({
      items: ['a'],
      total: 11,
      page: 2,
      limit: 20,
    });
    expect(paginated([], 11, parse({ skip: '10' }))).toEqual({ items: [], total: 11, skip: 10, limit: 50 });
  });

  it('describes the paginated answer', () => {
    const schema = Paginated(Type.String());
    expect(Value.Check(schema, { items: ['x'], total: 1, page: 1, limit: 50 })).toBe(true);
    expect(Value.Check(schema, { items: ['x'], total: 1, skip: 0, limit: 50 })).toBe(true);
    expect(Value.Check(schema, { items: [1], total: 1, limit: 50 })).toBe(false);
    expect(Value.Check(schema, { items: [], limit: 50 })).toBe(false);
  });
});
