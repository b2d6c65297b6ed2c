import { notFound } from '../../platform/errors.ts';
import type { Ctx } from '../../platform/http/context.ts';
import { bookingsOfRentalPlaceUser } from '../orders/index.ts';
import { findRentalPlaceUserById, rentalPlaceUserView } from '../rental-place/index.ts';

/**
 * GET /admin/rental-place-user/{id}: a marketplace customer's account and, with `withOrders`, their bookings in every
 * shop (the list they see themselves). Anonymised accounts are gone for administrators too, as in the search.
 */
export async function marketplaceCustomer(ctx: Ctx, id: string, withOrders: boolean) {
  const found = await findRentalPlaceUserById(ctx.db, id);
  if (!found || found.anonymisedAt) throw notFound('rentalPlaceUser', id);
  const user = rentalPlaceUserView(found);
  return withOrders ? { user, orders: await bookingsOfRentalPlaceUser(ctx.db, id) } : { user };
}
