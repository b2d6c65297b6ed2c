import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/pool.ts';
import { notFound } from '../../../platform/errors.ts';
import type { Ctx } from '../../../platform/http/context.ts';
import { fromCents } from '../../../platform/money.ts';
import { companiesView } from '../../companies/index.ts';
import { customersView } from '../../customers/index.ts';
import { orders } from '../tables.ts';

const MAX_BOOKINGS = 200;

/** GET /rental-place-user/bookings: the logged-in marketplace customer's orders in every shop. */
export async function marketplaceBookings(ctx: Ctx) {
  if (ctx.actor.kind !== 'rentalPlaceUser') throw notFound('account');
  return bookingsOfRentalPlaceUser(ctx.db, ctx.actor.rentalPlaceUserId, true);
}

/**
 * A marketplace customer's orders in every shop, latest start first (at most 200). An order is theirs when its
 * shop's customer record is linked to their account (as the customer area checks); requests and cancelled orders
 * are listed with their state. `withPageToken`: for the customer themselves, each order's page link token, as its
 * mails give it (the page's payment and signing calls take it); never for whoever else reads the list.
 */
export async function bookingsOfRentalPlaceUser(db: Db, rentalPlaceUserId: string, withPageToken = false) {
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      type: orders.type,
      isRequest: orders.isRequest,
      startAt: orders.startAt,
      endAt: orders.endAt,
      totalTtcCents: orders.totalTtcCents,
      linkKey: orders.linkKey,
      shopName: companiesView.name,
      shopSlug: companiesView.slug,
      currency: companiesView.currency,
    })
    .from(orders)
    .innerJoin(
      customersView,
      and(eq(customersView.companyId, orders.companyId), eq(customersView.id, orders.customerId)),
    )
    .innerJoin(companiesView, eq(companiesView.id, orders.companyId))
    .where(and(eq(customersView.rentalPlaceUserId, rentalPlaceUserId), isNull(orders.deletedAt)))
    .orderBy(desc(orders.startAt), desc(orders.id))
    .limit(MAX_BOOKINGS);
  return rows.map(({ startAt, endAt, totalTtcCents, linkKey, ...row }) => ({
    ...row,
    ...(withPageToken ? { pageToken: linkKey } : {}),
    startDate: startAt.toISOString(),
    endDate: endAt.toISOString(),
    total: fromCents(totalTtcCents),
  }));
}
