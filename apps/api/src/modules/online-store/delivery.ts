import { fromCents } from '@hirebase/shared';
import { deliveryView } from '../company-settings/index.ts';
import type { OpenStore } from './open-store.ts';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in km (haversine): no routing service is needed to price a delivery. */
export function distanceKm(from: { lat: number; lng: number }, to: { lat: number; lng: number }) {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * GET /online-store/delivery/distance/{lat}/{lng}: how far the address is from the shop and what delivering there
 * costs by the shop's delivery settings — a fixed price, or a price per km (of the distance rounded up to the next
 * 0.1 km, half away from zero to the cent) with its minimum. Not offered when the shop does not deliver, has no
 * location, or the address is beyond its maximum distance; the free-delivery threshold is for the checkout to apply.
 */
export function deliveryQuote({ settings }: OpenStore, lat: number, lng: number) {
  const d = settings.delivery;
  const shop = settings.mainInfos;
  const located = shop.lat !== null && shop.lng !== null;
  const km = located ? Math.ceil(distanceKm({ lat: shop.lat!, lng: shop.lng! }, { lat, lng }) * 10) / 10 : null;
  const reason = !d.enabled
    ? 'deliveryOff'
    : km === null
      ? 'shopLocationUnknown'
      : d.maxDistanceKm !== null && km > d.maxDistanceKm
        ? 'tooFar'
        : null;
  const cents =
    reason !== null || km === null
      ? null
      : d.pricingType === 'FIXED'
        ? d.priceCents
        : Math.max(Math.round(d.priceCents * km), d.minimumPriceCents ?? 0);
  return {
    distanceKm: km,
    offered: reason === null,
    reason,
    pricingType: d.pricingType,
    price: cents === null ? null : fromCents(cents),
    maxDistanceKm: d.maxDistanceKm,
    freeDeliveryMinimum: deliveryView(d).freeDeliveryMinimum,
  };
}
