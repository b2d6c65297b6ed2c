import { Type } from 'typebox';
import { DateTime, Id, Line, Money, StringEnum } from '../../../platform/http/schemas.ts';

/** Customer-area calls: the token of the order's mailed link, unless the caller is the order's marketplace customer. */
export const OrderLinkQuery = Type.Object({
  token: Type.Optional(Line(200, { minLength: 10, description: "The token of the order's link, from its mails" })),
});

/** One order of a marketplace customer, in any shop. */
export const MarketplaceBooking = Type.Object({
  id: Id,
  number: Type.Integer(),
  shopName: Type.String(),
  shopSlug: Type.String(),
  status: StringEnum(['TO_COME', 'IN_PROGRESS', 'ENDED'] as const),
  type: StringEnum(['ORDER', 'PRE_BOOKING', 'CANCELED'] as const),
  isRequest: Type.Boolean({ description: 'Waiting for the shop to approve it' }),
  startDate: DateTime,
  endDate: DateTime,
  total: Money({ description: 'Total with taxes, in major units of the currency' }),
  currency: Type.String(),
  pageToken: Type.Optional(
    Type.String({
      description: "To the customer only: the token of the order's page, /your-order/{shopSlug}/{id}?token=",
    }),
  ),
});
