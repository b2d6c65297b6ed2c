import type { Position } from '@hirebase/shared/orders';
import type { OrderView } from '../../../../api/orders.ts';

export interface DeliveryStop {
  address: string;
  price: number;
  position: Position | null;
  /** When the trip is planned, as the order's body gave it (no screen sets it). */
  at: string | null;
}

type Stop = NonNullable<OrderView['delivery']>['departure'];

const stopOf = (stop: Stop): DeliveryStop | null =>
  stop?.address
    ? {
        address: stop.address,
        price: stop.price,
        position: stop.lat !== undefined && stop.lng !== undefined ? { lat: stop.lat, lng: stop.lng } : null,
        at: stop.at ?? null,
      }
    : null;

/** The delivery to the customer and the collection back of an order, when it has them. */
export function deliveryOf(order: Pick<OrderView, 'delivery'>): {
  departure: DeliveryStop | null;
  arrival: DeliveryStop | null;
} {
  return { departure: stopOf(order.delivery?.departure ?? null), arrival: stopOf(order.delivery?.arrival ?? null) };
}
