import { and, eq, inArray, sql } from 'drizzle-orm';
import type { StaffCtx } from '../../platform/http/route.ts';
import { customerDisplayNameSql, customersView } from '../customers/index.ts';
import { ordersView } from '../orders/index.ts';

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

/** The order numbers and customer names of ledger rows, read in two queries whatever the number of rows. */
export async function ledgerNames(
  ctx: StaffCtx,
  rows: readonly { orderId: string | null; customerId: string | null }[],
) {
  const orderIds = distinct(rows.map((r) => r.orderId));
  const customerIds = distinct(rows.map((r) => r.customerId));
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
  const numbers = new Map(orders.map((o) => [o.id, o.number]));
  const names = new Map(customers.map((c) => [c.id, c.name]));
  return {
    orderNumber: (orderId: string | null) => (orderId ? (numbers.get(orderId) ?? null) : null),
    customerName: (customerId: string | null) => (customerId ? (names.get(customerId) ?? null) : null),
  };
}
