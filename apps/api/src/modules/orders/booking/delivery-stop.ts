import { fromCents } from '@hirebase/shared';
import { badRequest } from '../../../platform/errors.ts';
import type { OrderDeliveryStop } from '../tables.ts';

/**
 * A trip's position as a body gives it, for the counter and the store alike: both coordinates, or null when none is
 * given; one alone is a 400 naming the missing one (`<field>.lat`, `<field>.lng`).
 */
export function givenPosition(stop: { lat?: number; lng?: number }, field: string) {
  if ((stop.lat === undefined) !== (stop.lng === undefined)) {
    throw badRequest(`${field}.${stop.lat === undefined ? 'lat' : 'lng'}`, 'Give both coordinates or none');
  }
  return stop.lat !== undefined && stop.lng !== undefined ? { lat: stop.lat, lng: stop.lng } : null;
}

/** A trip's position to spread into a stop: both coordinates, or nothing when the address was not located. */
export const positionOf = (stop: { lat?: number; lng?: number }) =>
  stop.lat !== undefined && stop.lng !== undefined ? { lat: stop.lat, lng: stop.lng } : {};

/** A stored trip as the order's body and views write it: the price in major units, the position when known. */
export const stopBody = (stop: OrderDeliveryStop | null) =>
  stop ? { address: stop.address, price: fromCents(stop.priceCents), at: stop.at, ...positionOf(stop) } : null;
