import type { CheckoutMessages } from '../../i18n/areas/store/checkout/fr.ts';
import { fill } from '../words.tsx';
import type { ApiError, CartView, DeliveryChoice, DeliveryOffer } from './contract.ts';

/** What the customer chose for delivery: collected at the shop, or delivered and/or collected at an address. */
export interface DeliveryValues {
  delivered: boolean;
  departure: boolean;
  arrival: boolean;
  address: string;
  /** The address's position: from the browser's location or the server's geocoder; null until known. */
  at: { lat: number; lng: number } | null;
  /** Where the position came from: the device (kept when the address is retyped) or the typed address. */
  source: 'device' | 'address' | null;
  /** The price of one trip once known (before the free-delivery rule). */
  tripPrice: number | null;
  distanceKm: number | null;
}

export const deliveryFieldId = 'delivery-address';

export const initialDelivery = (): DeliveryValues => ({
  delivered: false,
  departure: true,
  arrival: true,
  address: '',
  at: null,
  source: null,
  tripPrice: null,
  distanceKm: null,
});

/** A position as the API reads it: six decimals (about 10 cm). */
export const roundedPoint = (at: { lat: number; lng: number }) => ({
  lat: Math.round(at.lat * 1e6) / 1e6,
  lng: Math.round(at.lng * 1e6) / 1e6,
});

export const tripsOf = (values: DeliveryValues) => (values.departure ? 1 : 0) + (values.arrival ? 1 : 0);

/** The cart reaches the shop's free-delivery minimum (its total, or its rental's length). */
export function isFree(offer: DeliveryOffer, cart: Pick<CartView, 'total' | 'lines'>) {
  const free = offer.freeDeliveryMinimum;
  if (!free) return false;
  if (free.type === 'SUBTOTAL') return cart.total >= free.value;
  const first = cart.lines[0];
  return !!first && (Date.parse(first.end) - Date.parse(first.start)) / 60_000 >= free.value;
}

/**
 * What the delivery adds to the total, once known: a fixed price is known at once, a price by distance once the
 * address's position is priced. Null while unknown; 0 when collected at the shop or free.
 */
export function deliveryTotal(offer: DeliveryOffer | null | undefined, values: DeliveryValues, cart: CartView) {
  if (!offer || !values.delivered || tripsOf(values) === 0) return 0;
  if (isFree(offer, cart)) return 0;
  const trip = offer.pricingType === 'FIXED' ? offer.price : values.tripPrice;
  return trip === null ? null : Math.round(trip * 100 * tripsOf(values)) / 100;
}

/** The delivery's error before sending: no address, no trip, or no position where the price needs one. */
export function validateDelivery(
  offer: DeliveryOffer | null | undefined,
  values: DeliveryValues,
  words: CheckoutMessages,
): string | null {
  if (!offer || !values.delivered) return null;
  if (!values.address.trim()) return words.errors.required;
  if (tripsOf(values) === 0) return words.delivery.noTrip;
  if (offer.pricingType === 'PER_KM' && !values.at) return words.delivery.errors.locationNeeded;
  return null;
}

/** The body's delivery: only when delivered; the position when known; never a price. */
export function deliveryBody(offer: DeliveryOffer | null | undefined, values: DeliveryValues): DeliveryChoice | null {
  if (!offer || !values.delivered) return null;
  return {
    address: values.address.trim(),
    ...(values.at ? roundedPoint(values.at) : {}),
    departure: values.departure,
    arrival: values.arrival,
  };
}

/** The words of a refusal of the delivery (the checkout's 400, the distance call, the address call). */
export function deliveryRefusal(
  reason: unknown,
  words: CheckoutMessages,
  details: Record<string, unknown> = {},
): string {
  const errors = words.delivery.errors;
  if (reason === 'tooFar') {
    return fill(errors.tooFar, { km: String(details.distanceKm ?? ''), max: String(details.maxDistanceKm ?? '') });
  }
  if (reason === 'locationNeeded') return errors.locationNeeded;
  if (reason === 'addressNotFound') return errors.addressNotFound;
  if (reason === 'deliveryOff' || reason === 'shopLocationUnknown') return errors.notOffered;
  return words.errors.invalid;
}

/** A 400 of the checkout about the delivery: its words at the address field; null for another field. */
export function deliveryErrorOf(error: ApiError, words: CheckoutMessages): string | null {
  const field = error.details?.field;
  if (typeof field !== 'string' || !field.startsWith('delivery')) return null;
  return deliveryRefusal(error.details?.reason, words, error.details ?? {});
}
