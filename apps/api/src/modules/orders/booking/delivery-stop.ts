import { fromCents } from '@hirebase/shared';
import type { OrderDeliveryStop } from '../tables.ts';

/** A trip's position to spread into a stop: both coordinates, or nothing when the address was not located. */
export const positionOf = (stop: { lat?: number; lng?: number }) =>
  stop.lat !== undefined && stop.lng !== undefined ? { lat: stop.lat, lng: stop.lng } : {};

/** A stored trip as the order's body and views write it: the price in major units, the position when known. */
export const stopBody = (stop: OrderDeliveryStop | null) =>
  stop ? { address: stop.address, price: fromCents(stop.priceCents), at: stop.at, ...positionOf(stop) } : null;
