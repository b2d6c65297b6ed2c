import type { OrderView } from '../../../../api/orders.ts';

export interface DeliveryStop {
  address: string;
  price: number;
}

type Stored = { address?: unknown; price?: unknown; priceCents?: unknown } | null | undefined;

/** A delivery stop of an order; the API writes its price in major units (`price`) or in cents (`priceCents`). */
function stopOf(stored: Stored): DeliveryStop | null {
  if (!stored || typeof stored.address !== 'string' || !stored.address) return null;
  const price =
    typeof stored.price === 'number'
      ? stored.price
      : typeof stored.priceCents === 'number'
        ? stored.priceCents / 100
        : 0;
  return { address: stored.address, price };
}

/** The delivery to the customer and the collection back of an order, when it has them. */
export function deliveryOf(order: Pick<OrderView, 'delivery'>): {
  departure: DeliveryStop | null;
  arrival: DeliveryStop | null;
} {
  const delivery = (order.delivery ?? null) as { departure?: Stored; arrival?: Stored } | null;
  return { departure: stopOf(delivery?.departure), arrival: stopOf(delivery?.arrival) };
}
