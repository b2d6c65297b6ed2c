import { customerDisplayName } from '@hirebase/shared';
import { spreadsheetDateTime } from '@hirebase/shared/zone';
import { and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Static } from 'typebox';
import { writeCsv } from '../../../platform/csv.ts';
import type { Db } from '../../../platform/db/pool.ts';
import type { StaffCtx } from '../../../platform/http/route.ts';
import { subProductsView as subProducts } from '../../catalogue/index.ts';
import { companyTimeZone } from '../../companies/index.ts';
import { customersView as customers } from '../../customers/index.ts';
import { orderLines, orders, unitAssignments } from '../tables.ts';
import type { OrderRangeFilters } from './list-schemas.ts';
import { liveOrdersOf } from './order-filters.ts';
import { rangeListCondition } from './order-range-list.ts';

export const ORDER_CSV_COLUMNS = [
  'number',
  'status',
  'type',
  'start',
  'end',
  'customer',
  'email',
  'phone',
  'products',
  'units',
  'totalTTC',
  'totalHT',
  'vat',
  'paymentStatus',
  'createdFrom',
  'createdAt',
] as const;

const PAGE = 1000;
/** A spreadsheet is not the place for more; narrower filters give the rest. */
export const MAX_CSV_ORDERS = 100_000;

// Numbers carry a decimal comma: the spreadsheets that read `;`-separated files expect it.
const money = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

type OrderRow = typeof orders.$inferSelect;

async function rowsOf(db: Db, companyId: string, page: OrderRow[], timeZone: string) {
  const ids = page.map((o) => o.id);
  const customerIds = [...new Set(page.map((o) => o.customerId).filter((c): c is string => !!c))];
  const [customerRows, lines, units] = await Promise.all([
    customerIds.length
      ? db
          .select()
          .from(customers)
          .where(and(eq(customers.companyId, companyId), inArray(customers.id, customerIds)))
      : [],
    db
      .select({ orderId: orderLines.orderId, name: orderLines.name, quantity: orderLines.quantity })
      .from(orderLines)
      .where(and(eq(orderLines.companyId, companyId), inArray(orderLines.orderId, ids)))
      .orderBy(asc(orderLines.position)),
    db
      .select({ orderId: unitAssignments.orderId, qr: subProducts.qrCodeValue })
      .from(unitAssignments)
      .innerJoin(
        subProducts,
        and(eq(subProducts.companyId, unitAssignments.companyId), eq(subProducts.id, unitAssignments.subProductId)),
      )
      .where(and(eq(unitAssignments.companyId, companyId), inArray(unitAssignments.orderId, ids)))
      .orderBy(asc(subProducts.qrCodeValue)),
  ]);
  const byCustomer = new Map(customerRows.map((c) => [c.id, c]));
  return page.map((o) => {
    const customer = o.customerId ? byCustomer.get(o.customerId) : undefined;
    return [
      o.number,
      o.status,
      o.type,
      spreadsheetDateTime(o.startAt, timeZone),
      spreadsheetDateTime(o.endAt, timeZone),
      customer ? customerDisplayName(customer) : '',
      customer?.email,
      customer?.phone,
      lines
        .filter((l) => l.orderId === o.id)
        .map((l) => `${l.quantity} x ${l.name}`)
        .join(', '),
      units
        .filter((u) => u.orderId === o.id)
        .map((u) => u.qr)
        .join(', '),
      money(o.totalTtcCents),
      money(o.totalHtCents),
      money(o.vatCents),
      o.paymentStatus,
      o.createdFrom,
      spreadsheetDateTime(o.createdAt, timeZone),
    ];
  });
}

/** GET /order/listCsv: the orders GET /order/list would show, all pages, oldest start first. */
export async function exportOrdersCsv(ctx: StaffCtx, q: Static<typeof OrderRangeFilters>) {
  const companyId = ctx.companyId;
  const timeZone = await companyTimeZone(ctx, companyId);
  const where = and(liveOrdersOf(companyId), rangeListCondition(ctx, q, timeZone));
  const rows: unknown[][] = [];
  let after: OrderRow | undefined;
  while (rows.length < MAX_CSV_ORDERS) {
    // Keyset paging: each page starts after the last order of the previous one.
    const page = await ctx.db
      .select()
      .from(orders)
      .where(
        and(
          where,
          after
            ? or(gt(orders.startAt, after.startAt), and(eq(orders.startAt, after.startAt), gt(orders.id, after.id)))
            : undefined,
        ),
      )
      .orderBy(asc(orders.startAt), asc(orders.id))
      .limit(Math.min(PAGE, MAX_CSV_ORDERS - rows.length));
    if (page.length === 0) break;
    rows.push(...(await rowsOf(ctx.db, companyId, page, timeZone)));
    after = page[page.length - 1];
    if (page.length < PAGE) break;
  }
  return {
    fileName: `orders-${spreadsheetDateTime(ctx.now, timeZone).slice(0, 10)}.csv`,
    data: writeCsv(ORDER_CSV_COLUMNS, rows),
  };
}
