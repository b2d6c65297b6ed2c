import { spreadsheetDateTime } from '@hirebase/shared/zone';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { writeCsv } from '../../platform/csv.ts';
import type { StaffCtx } from '../../platform/http/route.ts';
import type { ParsedListQuery } from '../../platform/query/list-query.ts';
import { customerDisplayNameSql, customersView } from '../customers/index.ts';
import { ordersView } from '../orders/index.ts';
import { filteredLedgerRows } from '../payments/index.ts';
import { csvMoney } from './cashbook-csv.ts';

/** The most rows one export holds: a year of a busy shop. */
export const MAX_EXPORT_ROWS = 50_000;

const COLUMNS = [
  'paymentDate',
  'createdAt',
  'type',
  'provider',
  'method',
  'status',
  'amount',
  'orderNumber',
  'customer',
  'reason',
  'note',
  'id',
  'orderId',
  'refundOf',
  'cancels',
] as const;

async function namesOf(ctx: StaffCtx, orderIds: string[], customerIds: string[]) {
  const [orders, customers] = await Promise.all([
    orderIds.length === 0
      ? []
      : ctx.db
          .select({ id: ordersView.id, number: ordersView.number })
          .from(ordersView)
          .where(and(eq(ordersView.companyId, ctx.companyId), inArray(ordersView.id, orderIds))),
    customerIds.length === 0
      ? []
      : ctx.db
          .select({ id: customersView.id, name: sql<string>`${sql.raw(customerDisplayNameSql('customers'))}` })
          .from(customersView)
          .where(and(eq(customersView.companyId, ctx.companyId), inArray(customersView.id, customerIds))),
  ]);
  return {
    orderNumber: new Map(orders.map((o) => [o.id, o.number])),
    customerName: new Map(customers.map((c) => [c.id, c.name])),
  };
}

/**
 * GET /order/listPaymentsCsv: the ledger rows the list's filters keep, in its order, with dates in the shop's zone,
 * amounts as written in cents (refunds and the rows taking a payment back negative), order numbers and customers.
 */
export async function paymentsCsv(ctx: StaffCtx, query: ParsedListQuery) {
  const { rows, timeZone } = await filteredLedgerRows(ctx, query, MAX_EXPORT_ROWS);
  const ids = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  const names = await namesOf(ctx, ids(rows.map((r) => r.orderId)), ids(rows.map((r) => r.customerId)));
  const body = rows.map((r) => [
    spreadsheetDateTime(r.paymentDate, timeZone),
    spreadsheetDateTime(r.createdAt, timeZone),
    r.type,
    r.provider,
    r.method ?? '',
    r.status,
    csvMoney(r.type === 'REFUND' || r.type === 'DEPOSIT_RELEASE' || r.cancelsId ? -r.amountCents : r.amountCents),
    r.orderId ? (names.orderNumber.get(r.orderId) ?? '') : '',
    r.customerId ? (names.customerName.get(r.customerId) ?? '') : '',
    r.reason ?? '',
    r.note ?? '',
    r.id,
    r.orderId ?? '',
    r.refundOfId ?? '',
    r.cancelsId ?? '',
  ]);
  return {
    data: writeCsv(COLUMNS, body),
    fileName: `payments-${spreadsheetDateTime(ctx.now, timeZone).slice(0, 10)}.csv`,
  };
}
