import { and, or, type SQL, sql } from 'drizzle-orm';
import type { StaffCtx } from '../../../platform/http/route.ts';
import {
  type ClientDate,
  defineListSpec,
  type FilterOp,
  type ParsedListQuery,
  paginated,
  toDrizzleOrderBy,
  toDrizzleWhere,
} from '../../../platform/query/list-query.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { CREATED_FROM, ORDER_TYPES } from '../schemas.ts';
import { orders } from '../tables.ts';
import {
  ORDER_STATE_HELP,
  ORDER_STATES,
  type OrderState,
  overlapping,
  pageOfOrders,
  stateCondition,
  withItem,
  withLineNamed,
  withUnit,
} from './order-filters.ts';

const DATE_OPS = ['isNull', 'exists', 'equals', 'notEquals', 'in', 'notIn', 'gt', 'lt', 'gte', 'lte'] as const;
const TEXT_OPS = ['isNull', 'exists', 'equals', 'notEquals', 'in', 'notIn', 'contains', 'regex'] as const;
const FLAG_OPS = ['isNull', 'exists', 'equals', 'notEquals'] as const;

export const SUMMARY_FIELDS = [
  'id',
  'number',
  'status',
  'type',
  'closedAsNoShow',
  'isRequest',
  'isLate',
  'startDate',
  'endDate',
  'customer',
  'totalTTC',
  'paymentStatus',
  'createdFrom',
  'productNames',
  'unitCount',
  'createdAt',
] as const;

const columns = {
  createdAt: orders.createdAt,
  startDate: orders.startAt,
  endDate: orders.endAt,
  // Compared as text: any value (even not a UUID) filters without a database error.
  customerId: sql`${orders.customerId}::text`,
  status__name: orders.status,
  createdFrom: orders.createdFrom,
  type: orders.type,
  isRequest: orders.isRequest,
  isEnded: sql`(${orders.status} = 'ENDED')`,
  paymentStatus: orders.paymentStatus,
  number: orders.number,
  totalTTC: orders.totalTtcCents,
};

/** GET /order: the generic list syntax over the orders of the company. */
export const orderListSpec = defineListSpec({
  paging: 'skip',
  filters: {
    createdAt: { type: 'date', ops: DATE_OPS },
    startDate: { type: 'date', ops: DATE_OPS },
    endDate: { type: 'date', ops: DATE_OPS },
    customerId: { type: 'string', ops: TEXT_OPS },
    status__name: {
      type: 'string',
      ops: TEXT_OPS,
      description: 'Lifecycle status: TO_COME, IN_PROGRESS or ENDED',
    },
    createdFrom: { type: 'enum', values: CREATED_FROM, ops: ['equals', 'in'] },
    type: { type: 'enum', values: ORDER_TYPES, ops: ['equals', 'in'] },
    isRequest: { type: 'boolean', ops: FLAG_OPS },
    isEnded: { type: 'boolean', ops: FLAG_OPS },
    paymentStatus: { type: 'string', ops: ['equals', 'notEquals', 'in', 'notIn'] },
    number: { type: 'integer', ops: ['equals', 'in', 'gte', 'lte'], description: 'The order number (#42 is 42)' },
    orderStatus: {
      type: 'enum',
      values: ORDER_STATES,
      ops: ['equals', 'notEquals', 'in'],
      description: `A status, or ${ORDER_STATE_HELP}`,
    },
  },
  extra: {
    'inRange.from': { type: 'date', description: 'Orders whose period ends after this instant' },
    'inRange.to': { type: 'date', description: 'Orders whose period starts before this instant' },
    searchProducts: { type: 'string', description: 'Text found in the name of a line' },
    withPaymentV2: { type: 'boolean', description: 'Accepted for compatibility; has no effect' },
    productId: { type: 'uuid', description: 'Orders with a line of this product, pack or service' },
    subProductId: { type: 'uuid', description: 'Orders this unit was given to' },
  },
  sort: ['createdAt', 'startDate', 'endDate', 'number', 'totalTTC'],
  fields: SUMMARY_FIELDS,
  defaultSort: 'startDate__desc',
  defaultLimit: 50,
  maxLimit: 500,
});

type Extra = {
  'inRange.from'?: ClientDate;
  'inRange.to'?: ClientDate;
  searchProducts?: string;
  withPaymentV2?: boolean;
  productId?: string;
  subProductId?: string;
};

function orderStatusCondition(op: FilterOp, value: unknown, now: Date, timeZone: string): SQL | undefined {
  const states = (Array.isArray(value) ? value : [value]) as OrderState[];
  const any = or(...states.map((s) => stateCondition(s, now, timeZone)));
  return op === 'notEquals' ? sql`not (${any})` : any;
}

export async function listOrders(ctx: StaffCtx, parsed: ParsedListQuery) {
  const companyId = ctx.companyId;
  const extra = parsed.extra as Extra;
  const special = parsed.filters.filter((f) => f.field === 'orderStatus');
  const timeZone = await companyTimeZone(ctx, companyId);
  const search = extra.searchProducts?.replaceAll('\u0000', '').trim();
  // withPaymentV2 selected the payment model of older clients; payments are not part of orders yet, so it is ignored.
  const where = and(
    toDrizzleWhere({ filters: parsed.filters.filter((f) => f.field !== 'orderStatus') }, columns, timeZone),
    ...special.map((f) => orderStatusCondition(f.op, f.value, ctx.now, timeZone)),
    overlapping(
      extra['inRange.from']?.span(timeZone).start,
      // a date alone as the end of the range includes that day
      extra['inRange.to']?.span(timeZone).end,
    ),
    search ? withLineNamed(search) : undefined,
    extra.productId ? withItem(extra.productId) : undefined,
    extra.subProductId ? withUnit(extra.subProductId) : undefined,
  );
  const orderBy = [...toDrizzleOrderBy(parsed, columns), sql`${orders.id} desc`];
  const { items, total } = await pageOfOrders(ctx.db, companyId, where, orderBy, parsed, ctx.now);
  const fields = parsed.fields ? new Set<string>(['id', ...parsed.fields]) : undefined;
  const shown = fields
    ? items.map((item) => Object.fromEntries(Object.entries(item).filter(([key]) => fields.has(key))))
    : items;
  return paginated(shown, total, parsed);
}
