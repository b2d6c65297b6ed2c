import { fromCents } from '@hirebase/shared';
import { addDays, dayOf, startOfDay } from '@hirebase/shared/zone';
import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { categoriesByIds, productModelsView, productsView, subProductsView } from '../../catalogue/index.ts';
import { liveOrdersOf, stateCondition } from '../lists/order-filters.ts';
import { orderReservations, orders } from '../tables.ts';

const countWhere = (state: Parameters<typeof stateCondition>[0], now: Date, timeZone: string) =>
  sql<number>`count(*) filter (where ${stateCondition(state, now, timeZone)})`.mapWith(Number);

/**
 * The counter's figures of the day in the company zone, in one query: departures, returns still to come today, late
 * returns and no-shows. Each counts the condition of the order-list state of the same name (DEPARTURES, RETURNS,
 * LATE, NO_SHOW), so a figure and the list behind it agree.
 */
export async function dayFigures(db: Db, companyId: string, now: Date, timeZone: string) {
  const [row] = await db
    .select({
      departures: countWhere('DEPARTURES', now, timeZone),
      returns: countWhere('RETURNS', now, timeZone),
      late: countWhere('LATE', now, timeZone),
      noShows: countWhere('NO_SHOW', now, timeZone),
    })
    .from(orders)
    .where(
      and(
        liveOrdersOf(companyId),
        eq(orders.type, 'ORDER'),
        eq(orders.isRequest, false),
        sql`${orders.status} <> 'ENDED'`,
      ),
    );
  return row;
}

/**
 * Booked orders (the BOOKED state) by the day they start, from today for `days` days in the company zone: how many
 * and their total. Days without orders are there with zeros.
 */
export async function bookingsByDay(db: Db, companyId: string, now: Date, timeZone: string, days: number) {
  const today = dayOf(now.getTime(), timeZone);
  const from = new Date(startOfDay(today, timeZone));
  const to = new Date(startOfDay(addDays(today, days), timeZone));
  const startDay = sql<string>`to_char(${orders.startAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({
      day: startDay,
      orders: sql<number>`count(*)`.mapWith(Number),
      cents: sql<number>`coalesce(sum(${orders.totalTtcCents}), 0)`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        liveOrdersOf(companyId),
        stateCondition('BOOKED', now, timeZone),
        gte(orders.startAt, from),
        lt(orders.startAt, to),
      ),
    )
    // By position: the zone is a parameter, so the grouped expression would not match the selected one.
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((r) => [r.day, r]));
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i);
    const found = byDay.get(day);
    return { date: day, orders: found?.orders ?? 0, bookedTTC: fromCents(found?.cents ?? 0) };
  });
}

/**
 * Per category of the catalogue: what is out with customers now against what can be rented (units in service of
 * serialised products, the stock of products counted by quantity). Categories with nothing to rent are left out.
 */
export async function utilisationByCategory(db: Db, companyId: string) {
  const modelJoin = and(
    eq(productModelsView.companyId, productsView.companyId),
    eq(productModelsView.id, productsView.modelId),
  );
  const liveProducts = and(
    eq(productsView.companyId, companyId),
    isNull(productsView.deletedAt),
    isNull(productModelsView.deletedAt),
    isNotNull(productModelsView.categoryId),
  );
  const [stock, units, out] = await Promise.all([
    db
      .select({
        categoryId: productModelsView.categoryId,
        capacity: sql<number>`coalesce(sum(${productsView.quantity}), 0)`.mapWith(Number),
      })
      .from(productsView)
      .innerJoin(productModelsView, modelJoin)
      .where(and(liveProducts, eq(productsView.stockMode, 'QUANTITY')))
      .groupBy(productModelsView.categoryId),
    db
      .select({ categoryId: productModelsView.categoryId, capacity: sql<number>`count(*)`.mapWith(Number) })
      .from(subProductsView)
      .innerJoin(
        productsView,
        and(eq(productsView.companyId, subProductsView.companyId), eq(productsView.id, subProductsView.productId)),
      )
      .innerJoin(productModelsView, modelJoin)
      .where(
        and(
          eq(subProductsView.companyId, companyId),
          isNull(subProductsView.deletedAt),
          eq(subProductsView.inService, true),
          eq(productsView.stockMode, 'SERIALIZED'),
          liveProducts,
        ),
      )
      .groupBy(productModelsView.categoryId),
    db
      .select({
        categoryId: productModelsView.categoryId,
        out: sql<number>`sum(${orderReservations.quantity})`.mapWith(Number),
      })
      .from(orderReservations)
      .innerJoin(
        orders,
        and(
          eq(orders.companyId, orderReservations.companyId),
          eq(orders.id, orderReservations.orderId),
          isNull(orders.deletedAt),
        ),
      )
      .innerJoin(
        productsView,
        and(eq(productsView.companyId, orderReservations.companyId), eq(productsView.id, orderReservations.productId)),
      )
      .innerJoin(productModelsView, modelJoin)
      .where(
        and(
          eq(orderReservations.companyId, companyId),
          isNotNull(orderReservations.departedAt),
          isNull(orderReservations.returnedAt),
          liveProducts,
        ),
      )
      .groupBy(productModelsView.categoryId),
  ]);
  const outOf = new Map(out.map((o) => [o.categoryId, o.out]));
  const capacities = new Map<string, number>();
  for (const r of [...stock, ...units]) {
    capacities.set(r.categoryId as string, (capacities.get(r.categoryId as string) ?? 0) + r.capacity);
  }
  const capacity = [...capacities].map(([categoryId, total]) => ({ categoryId, capacity: total }));
  const rows = capacity.filter((c) => c.capacity > 0 || (outOf.get(c.categoryId) ?? 0) > 0);
  const names = await categoriesByIds(
    db,
    rows.map((r) => r.categoryId as string),
  );
  return rows
    .map((r) => {
      const categoryId = r.categoryId as string;
      const inUse = outOf.get(categoryId) ?? 0;
      return {
        categoryId,
        name: (names.get(categoryId)?.name ?? {}) as Record<string, string>,
        capacity: r.capacity,
        inUse,
        percent: r.capacity > 0 ? Math.round((inUse * 100) / r.capacity) : 100,
      };
    })
    .sort((a, b) => b.percent - a.percent || b.capacity - a.capacity);
}
