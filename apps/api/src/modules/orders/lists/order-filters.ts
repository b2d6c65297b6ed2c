import { ORDER_STATUSES, type OrderState } from '@hirebase/shared';
import { addDays, dayOf, startOfDay } from '@hirebase/shared/zone';
import { and, asc, desc, eq, gt, gte, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { readInstant } from '../../../platform/dates.ts';
import type { Db } from '../../../platform/db/pool.ts';
import { badRequest } from '../../../platform/errors.ts';
import { pageWithTotal } from '../../../platform/query/page.ts';
import { customersView as customers, searchCondition } from '../../customers/index.ts';
import { orderSummaries } from '../details/read-order.ts';
import { noShowCondition } from '../lifecycle/no-show-rule.ts';
import { orderLines, orders, unitAssignments } from '../tables.ts';

export { ORDER_STATE_FILTERS, ORDER_STATES, type OrderState } from '@hirebase/shared';

/** What each filter of the day means, for the API documentation. */
export const ORDER_STATE_HELP =
  'TODAY (starts or ends today), LATE (out past its end), PASS (period over), NOT_PRE_BOOKING, NOT_CANCELED, ' +
  'BOOKED (a firm order: not a request, pre-booking or cancelled), DEPARTURES (booked, to hand out, starting today), ' +
  'RETURNS (out, due back later today), NO_SHOW (booked, never handed out, its end passed)';

/** A firm order: not a request, a pre-booking or a cancelled order. */
const booked = () => and(eq(orders.type, 'ORDER'), eq(orders.isRequest, false))!;

/** [start of today, start of tomorrow) in the company zone. */
export function todayBounds(now: Date, timeZone: string) {
  const day = dayOf(now.getTime(), timeZone);
  return { from: new Date(startOfDay(day, timeZone)), to: new Date(startOfDay(addDays(day, 1), timeZone)) };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

export const liveOrdersOf = (companyId: string) => and(eq(orders.companyId, companyId), isNull(orders.deletedAt));

/**
 * One state of an order list. TODAY: starting or ending on today's date in the company zone; LATE: out (departed)
 * past the planned end; NO_SHOW: never left and past its end (`isNoShow`); PASS: the period is over; NOT_PRE_BOOKING / NOT_CANCELED: by type. The home's figures of the
 * day count these same conditions, so each figure and the list behind it agree.
 */
export function stateCondition(state: OrderState, now: Date, timeZone: string): SQL {
  switch (state) {
    case 'TO_COME':
    case 'IN_PROGRESS':
    case 'ENDED':
      return eq(orders.status, state);
    case 'TODAY': {
      const { from, to } = todayBounds(now, timeZone);
      return or(
        and(gte(orders.startAt, from), lt(orders.startAt, to)),
        and(gte(orders.endAt, from), lt(orders.endAt, to)),
      )!;
    }
    case 'LATE':
      return and(booked(), eq(orders.status, 'IN_PROGRESS'), lt(orders.endAt, now))!;
    case 'BOOKED':
      return booked();
    case 'DEPARTURES': {
      const { from, to } = todayBounds(now, timeZone);
      return and(booked(), eq(orders.status, 'TO_COME'), gte(orders.startAt, from), lt(orders.startAt, to))!;
    }
    case 'RETURNS': {
      const { to } = todayBounds(now, timeZone);
      return and(booked(), eq(orders.status, 'IN_PROGRESS'), gte(orders.endAt, now), lt(orders.endAt, to))!;
    }
    case 'NO_SHOW':
      return noShowCondition(now);
    case 'PASS':
      return lt(orders.endAt, now);
    case 'NOT_PRE_BOOKING':
      return ne(orders.type, 'PRE_BOOKING');
    case 'NOT_CANCELED':
      return ne(orders.type, 'CANCELED');
  }
}

/** Several states: the lifecycle statuses are alternatives (any of them), the other filters all apply. */
export function statesCondition(states: OrderState[], now: Date, timeZone: string): SQL | undefined {
  const statuses = states.filter((s) => (ORDER_STATUSES as readonly string[]).includes(s));
  const filters = states.filter((s) => !statuses.includes(s));
  return and(
    statuses.length ? or(...statuses.map((s) => stateCondition(s, now, timeZone))) : undefined,
    ...filters.map((s) => stateCondition(s, now, timeZone)),
  );
}

/** Orders whose period overlaps [from, to); either bound may be open. */
export const overlapping = (from?: Date, to?: Date) =>
  and(from ? gt(orders.endAt, from) : undefined, to ? lt(orders.startAt, to) : undefined);

/** Orders starting inside [from, to); either bound may be open. */
export const startingWithin = (from?: Date, to?: Date) =>
  and(from ? gte(orders.startAt, from) : undefined, to ? lt(orders.startAt, to) : undefined);

/** Orders with a line (product, pack, service or product of a pack) whose name contains the text. */
export const withLineNamed = (text: string) =>
  sql`exists (select 1 from ${orderLines} where ${orderLines.companyId} = ${orders.companyId}
      and ${orderLines.orderId} = ${orders.id} and ${orderLines.name} ilike ${`%${escapeLike(text)}%`})`;

/** Orders with a line of this product, pack or service (products inside packs included). */
export const withItem = (itemId: string) =>
  sql`exists (select 1 from ${orderLines} where ${orderLines.companyId} = ${orders.companyId}
      and ${orderLines.orderId} = ${orders.id} and ${orderLines.itemId} = ${itemId})`;

/** Orders this unit was given to. */
export const withUnit = (subProductId: string) =>
  sql`exists (select 1 from ${unitAssignments} where ${unitAssignments.companyId} = ${orders.companyId}
      and ${unitAssignments.orderId} = ${orders.id} and ${unitAssignments.subProductId} = ${subProductId})`;

/** Orders of the customers whose name, email or phone match the search. */
export function ofCustomersMatching(search: string) {
  const condition = searchCondition(search);
  if (!condition) return undefined;
  return sql`exists (select 1 from ${customers} where ${customers.companyId} = ${orders.companyId}
      and ${customers.id} = ${orders.customerId} and ${customers.deletedAt} is null and ${condition})`;
}

/**
 * The bounds of a date-range listing, in the company zone. An end given as a day includes that whole day
 * (endDate=2026-07-12 lists what overlaps the 12th).
 */
export function queryRange(input: { startDate?: string; endDate?: string }, timeZone: string) {
  const from = input.startDate === undefined ? undefined : readInstant('startDate', input.startDate, timeZone, 'start');
  const to = input.endDate === undefined ? undefined : readInstant('endDate', input.endDate, timeZone, 'end');
  if (from !== undefined && to !== undefined && to <= from) {
    throw badRequest('endDate', 'The end of the range must be after its start');
  }
  return { from: from === undefined ? undefined : new Date(from), to: to === undefined ? undefined : new Date(to) };
}

/** Splits a comma-joined query value into known values; 400 names the key and the unknown value. */
export function listOf<T extends string>(key: string, raw: string | undefined, allowed: readonly T[]): T[] {
  if (raw === undefined) return [];
  const values = raw
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
  for (const value of values) {
    if (!(allowed as readonly string[]).includes(value)) {
      throw badRequest(key, `"${value}" is not a value of ${key}. Use: ${allowed.join(', ')}.`);
    }
  }
  return values as T[];
}

export const byStartDesc = [desc(orders.startAt), desc(orders.id)];
export const byStartAsc = [asc(orders.startAt), asc(orders.id)];

/** One page of orders as summaries, with the number of orders matching. */
export async function pageOfOrders(
  db: Db,
  companyId: string,
  where: SQL | undefined,
  orderBy: SQL[],
  page: { limit: number; offset: number },
  now: Date,
) {
  const condition = and(liveOrdersOf(companyId), where);
  const { rows, total } = await pageWithTotal(db, { from: orders, where: condition, orderBy }, page);
  return { items: await orderSummaries(db, companyId, rows, now), total };
}
