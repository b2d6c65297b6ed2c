import { fromCents } from '@hirebase/shared';
import { badRequest } from '../../platform/errors.ts';
import { deliveryView } from '../company-settings/index.ts';
import type { OpenStore } from './open-store.ts';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

type Settings = Pick<OpenStore['settings'], 'delivery' | 'mainInfos'>;
type Point = { lat: number; lng: number };

/** Great-circle distance in km (haversine): no routing service is needed to price a delivery. */
export function distanceKm(from: Point, to: Point) {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const shopPoint = ({ mainInfos: shop }: Settings) =>
  shop.lat !== null && shop.lng !== null ? { lat: shop.lat, lng: shop.lng } : null;

/**
 * The one pricing rule of a delivery: a fixed price, or a price per km (of the distance rounded up to the next
 * 0.1 km, half away from zero to the cent) with its minimum, refused beyond the maximum distance. Without the
 * address's position (`at` null) a fixed price still applies; a price by distance cannot be given. A fixed-price
 * shop without a known location and without a maximum distance prices any address.
 */
function priceAt(settings: Settings, at: Point | null) {
  const d = settings.delivery;
  const shop = shopPoint(settings);
  const km = shop && at ? Math.ceil(distanceKm(shop, at) * 10) / 10 : null;
  const needsDistance = d.pricingType === 'PER_KM' || (d.maxDistanceKm !== null && at !== null);
  const reason = !d.enabled
    ? 'deliveryOff'
    : needsDistance && !shop
      ? 'shopLocationUnknown'
      : needsDistance && !at
        ? 'locationNeeded'
        : km !== null && d.maxDistanceKm !== null && km > d.maxDistanceKm
          ? 'tooFar'
          : null;
  const cents =
    reason !== null
      ? null
      : d.pricingType === 'FIXED'
        ? d.priceCents
        : Math.max(Math.round(d.priceCents * km!), d.minimumPriceCents ?? 0);
  return { km, reason, cents };
}

/**
 * GET /online-store/delivery/distance/{lat}/{lng}: how far the address is from the shop and what delivering there
 * costs by the shop's delivery settings (`priceAt`). Not offered when the shop does not deliver, has no location,
 * or the address is beyond its maximum distance; the free-delivery threshold is for the checkout to apply.
 */
export function deliveryQuote({ settings }: OpenStore, lat: number, lng: number) {
  const d = settings.delivery;
  const shop = shopPoint(settings);
  const priced = priceAt(settings, { lat, lng });
  // the distance call always measures: without the shop's location it offers nothing
  const reason = d.enabled && !shop ? 'shopLocationUnknown' : (priced.reason as 'deliveryOff' | 'tooFar' | null);
  return {
    distanceKm: priced.km,
    offered: reason === null,
    reason,
    pricingType: d.pricingType,
    price: reason !== null || priced.cents === null ? null : fromCents(priced.cents),
    maxDistanceKm: d.maxDistanceKm,
    freeDeliveryMinimum: deliveryView(d).freeDeliveryMinimum,
  };
}

/** What the checkout offers: whether the shop delivers, how it prices, its maximum distance and free rule. */
export function deliveryOffer(settings: Settings) {
  const view = deliveryView(settings.delivery);
  const offered = view.enabled && (view.pricingType === 'FIXED' || shopPoint(settings) !== null);
  return offered
    ? {
        pricingType: view.pricingType,
        price: view.price,
        minimumPrice: view.minimumPrice,
        maxDistanceKm: view.maxDistanceKm,
        freeDeliveryMinimum: view.freeDeliveryMinimum,
      }
    : null;
}

/**
 * The price in cents of one trip (delivering or collecting) of a checkout, by `priceAt`, and 0 when the order
 * reaches the shop's free-delivery minimum (its subtotal, or the rental's length in minutes). A refusal is a 400
 * naming `field` with its reason (deliveryOff, shopLocationUnknown, locationNeeded, tooFar).
 */
export function deliveryPriceCents(
  settings: Settings,
  at: Point | null,
  order: { subtotalCents: number; minutes: number },
  field: string,
) {
  const { km, reason, cents } = priceAt(settings, at);
  if (reason !== null || cents === null) {
    const maxDistanceKm = settings.delivery.maxDistanceKm;
    throw badRequest(field, refusalText(reason ?? 'deliveryOff', km, maxDistanceKm), {
      reason,
      ...(reason === 'tooFar' ? { distanceKm: km, maxDistanceKm } : {}),
    });
  }
  const free = settings.delivery.freeDeliveryMinimum;
  const isFree =
    free !== null &&
    (free.type === 'SUBTOTAL' ? order.subtotalCents >= free.subtotalCents : order.minutes >= free.minutes);
  return { cents: isFree ? 0 : cents, distanceKm: km, free: isFree };
}

function refusalText(reason: string, km: number | null, maxKm: number | null) {
  if (reason === 'tooFar') return `The address is ${km} km from the shop, beyond its ${maxKm} km of delivery`;
  if (reason === 'locationNeeded') return "The shop prices its delivery by distance: give the address's position";
  if (reason === 'shopLocationUnknown') return 'The shop has no location to price a delivery from';
  return 'The shop does not deliver';
}
