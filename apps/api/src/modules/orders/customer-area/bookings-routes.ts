import { Type } from 'typebox';
import { rentalPlaceUser } from '../../../platform/http/access.ts';
import { route } from '../../../platform/http/route.ts';
import { marketplaceBookings } from './bookings.ts';
import { MarketplaceBooking } from './schemas.ts';

/** The marketplace customer's own orders, across shops. */
export const marketplaceBookingRoutes = [
  route({
    method: 'GET',
    url: '/rental-place-user/bookings',
    operationId: 'listRentalPlaceUserBookings',
    summary: "The logged-in marketplace customer's orders in every shop, latest start first (at most 200)",
    access: rentalPlaceUser,
    schema: { response: { 200: Type.Array(MarketplaceBooking) } },
    handler: (ctx) => marketplaceBookings(ctx),
  }),
];
