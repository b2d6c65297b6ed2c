import { fromCents } from '@hirebase/shared';
import { type Static, Type } from 'typebox';
import { Money, Nullable } from '../../../platform/http/schemas.ts';
import { positionOf } from '../booking/delivery-stop.ts';
import type { OrderRow } from '../details/read-order.ts';

const StopView = Nullable(
  Type.Object({
    address: Type.String(),
    price: Money(),
    lat: Type.Optional(Type.Number({ description: 'Where the address was located, when it was' })),
    lng: Type.Optional(Type.Number()),
  }),
);

/** An order's delivery as its customer reads it: delivered at the start and/or collected at the end, and the price. */
export const CustomerDeliveryView = Nullable(
  Type.Object({ departure: StopView, arrival: StopView }, { description: 'Delivered and/or collected; null: none' }),
);

export function customerDelivery(order: Pick<OrderRow, 'delivery'>): Static<typeof CustomerDeliveryView> {
  const d = order.delivery;
  const stop = (s: NonNullable<OrderRow['delivery']>['departure']) =>
    s && { address: s.address, price: fromCents(s.priceCents), ...positionOf(s) };
  return d && (d.departure || d.arrival) ? { departure: stop(d.departure), arrival: stop(d.arrival) } : null;
}
