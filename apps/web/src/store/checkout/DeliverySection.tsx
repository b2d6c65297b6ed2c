import type { StoreShopView } from '@hirebase/shared/store-pages';
import { useState } from 'react';
import { fill, useWords } from '../words.tsx';
import { deliveryQuote, locateAddress } from './calls.ts';
import type { CartView, DeliveryOffer } from './contract.ts';
import {
  type DeliveryValues,
  deliveryFieldId,
  deliveryRefusal,
  deliveryTotal,
  isFree,
  roundedPoint,
} from './delivery-state.ts';
import { inputId, TextField } from './Fields.tsx';
import { amount } from './format.ts';

interface Props {
  shop: StoreShopView;
  offer: DeliveryOffer;
  cart: CartView;
  values: DeliveryValues;
  onValues: (change: (values: DeliveryValues) => DeliveryValues) => void;
  error: string | undefined;
  onError: (error: string | null) => void;
}

type Point = { lat: number; lng: number };

/**
 * Collected at the shop, or delivered (and collected) at an address: its position from the device ("use my
 * location") or the typed address (when the server can locate it), and the price as soon as it is known. The
 * checkout prices it again on the server; this is what the customer sees before booking.
 */
export function DeliverySection({ shop, offer, cart, values, onValues, error, onError }: Props) {
  const words = useWords().checkout;
  const text = words.delivery;
  const [busy, setBusy] = useState(false);
  const money = (major: number) => amount(major, shop, cart.currency);
  const needsPosition = offer.pricingType === 'PER_KM' || offer.maxDistanceKm !== null;
  const set = (change: Partial<DeliveryValues>) => onValues((v) => ({ ...v, ...change }));

  async function price(at: Point, source: DeliveryValues['source']) {
    const point = roundedPoint(at);
    const answer = await deliveryQuote(cart.slug, point);
    if (!answer.ok) {
      onValues((v) => ({ ...v, at: point, source, tripPrice: null, distanceKm: null }));
      onError(words.errors.failed);
      return;
    }
    const quote = answer.value;
    const tripPrice = quote.offered ? quote.price : null;
    onValues((v) => ({ ...v, at: point, source, tripPrice, distanceKm: quote.distanceKm }));
    onError(quote.offered ? null : deliveryRefusal(quote.reason, words, { ...quote }));
  }

  function locateDevice() {
    if (!navigator.geolocation) {
      onError(text.errors.locationDenied);
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        await price({ lat: position.coords.latitude, lng: position.coords.longitude }, 'device');
        setBusy(false);
      },
      () => {
        setBusy(false);
        onError(text.errors.locationDenied);
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  }

  async function locateTyped() {
    const address = values.address.trim();
    if (!offer.geocoder || !needsPosition || values.source === 'device' || values.at || address.length < 3) return;
    setBusy(true);
    const answer = await locateAddress(cart.slug, address, shop.language);
    if (answer.ok) await price(answer.value, 'address');
    else if (answer.error.statusCode === 400) onError(deliveryRefusal(answer.error.details?.reason, words));
    else onError(text.errors.geocoderUnavailable);
    setBusy(false);
  }

  const total = deliveryTotal(offer, values, cart);
  const free = isFree(offer, cart);
  const rules = [
    offer.pricingType === 'FIXED'
      ? fill(text.fixedPrice, { amount: money(offer.price) })
      : offer.minimumPrice
        ? fill(text.perKmWithMinimum, { amount: money(offer.price), minimum: money(offer.minimumPrice) })
        : fill(text.perKm, { amount: money(offer.price) }),
    offer.maxDistanceKm !== null && fill(text.maxDistance, { km: offer.maxDistanceKm }),
    offer.freeDeliveryMinimum?.type === 'SUBTOTAL' &&
      fill(text.freeFromSubtotal, { amount: money(offer.freeDeliveryMinimum.value) }),
    offer.freeDeliveryMinimum?.type === 'MINUTES' &&
      fill(text.freeFromHours, { hours: Math.round(offer.freeDeliveryMinimum.value / 60) }),
  ].filter(Boolean);
  const status = !values.delivered
    ? null
    : busy
      ? text.pricing
      : free
        ? text.free
        : total !== null
          ? fill(values.distanceKm !== null ? text.priceAt : text.price, {
              amount: money(total),
              km: values.distanceKm ?? '',
            })
          : !error && offer.pricingType === 'PER_KM'
            ? offer.geocoder
              ? text.typeOrLocate
              : text.locateToPrice
            : null;

  return (
    <fieldset className="section delivery">
      <legend>{text.title}</legend>
      <label className="check">
        <input
          type="radio"
          name="delivery"
          checked={!values.delivered}
          onChange={() => {
            set({ delivered: false });
            onError(null);
          }}
        />
        {text.pickup}
      </label>
      <label className="check">
        <input
          id={inputId('delivered')}
          type="radio"
          name="delivery"
          checked={values.delivered}
          onChange={() => set({ delivered: true })}
        />
        {text.delivered}
      </label>
      <p className="hint">{rules.join(' · ')}</p>
      {values.delivered && (
        <>
          <label className="check">
            <input type="checkbox" checked={values.departure} onChange={(e) => set({ departure: e.target.checked })} />
            {text.departure}
          </label>
          <label className="check">
            <input type="checkbox" checked={values.arrival} onChange={(e) => set({ arrival: e.target.checked })} />
            {text.arrival}
          </label>
          <TextField
            fieldId={deliveryFieldId}
            label={text.address}
            required
            value={values.address}
            error={error}
            autoComplete="street-address"
            onValue={(address) => {
              onValues((v) =>
                v.source === 'address'
                  ? { ...v, address, at: null, source: null, tripPrice: null, distanceKm: null }
                  : { ...v, address },
              );
              if (values.source !== 'device') onError(null);
            }}
            onBlur={() => void locateTyped()}
          />
          <button type="button" disabled={busy} onClick={locateDevice}>
            {text.useLocation}
          </button>
          {values.source === 'device' && <p className="hint">{text.located}</p>}
          <p className="delivery-price" role="status">
            {status}
          </p>
        </>
      )}
    </fieldset>
  );
}
