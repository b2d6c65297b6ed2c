import { Type } from 'typebox';
import { Line } from '../../../platform/http/schemas.ts';

/** Customer-area calls: the token of the order's mailed link, unless the caller is the order's marketplace customer. */
export const OrderLinkQuery = Type.Object({
  token: Type.Optional(Line(200, { minLength: 10, description: "The token of the order's link, from its mails" })),
});
