import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveryOffer } from './contract.ts';
import { failed, fakeCalls, ok, openPage } from './fake-calls.ts';
import {
  checkoutForm,
  checkoutResult,
  checkoutView,
  orderId,
  orderPageView,
  orderToken,
  orderView,
  shop,
} from './fixtures.ts';
import { fillRequired, posted, submit, type } from './form-actions.ts';

const CHECKOUT = `/store/${shop.slug}/checkout`;
const TALLOIRES = { lat: 45.8408, lng: 6.2138 };
const DISTANCE_CALL = `GET /v2/online-store/delivery/distance/${TALLOIRES.lat}/${TALLOIRES.lng}`;

const perKm: DeliveryOffer = {
  pricingType: 'PER_KM',
  price: 1.5,
  minimumPrice: 10,
  maxDistanceKm: 30,
  freeDeliveryMinimum: { type: 'SUBTOTAL', value: 200 },
  geocoder: true,
};

afterEach(() => {
  document.body.innerHTML = '';
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function calls(delivery: DeliveryOffer | null, more: Parameters<typeof fakeCalls>[0] = {}) {
  return fakeCalls({
    'GET /v2/online-store/order': ok(checkoutForm({ delivery })),
    'GET /v2/online-store/session/surveyDocumentsInfo': ok({ documents: [] }),
    'POST /v2/online-store/order': ok(checkoutResult(), 201),
    ...more,
  });
}

const amountOf = (label: string | RegExp) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent?.replace(/\s/g, ' ');

/** Geolocation answering `at`, or refusing when `at` is null. */
function stubLocation(at: { lat: number; lng: number } | null) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (at) success({ coords: { latitude: at.lat, longitude: at.lng } } as GeolocationPosition);
    else failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

async function chooseDelivery() {
  await screen.findByText('Livraison', { selector: 'legend' });
  fireEvent.click(screen.getByLabelText('Livré à mon adresse'));
}

describe('the delivery section of the store’s checkout', () => {
  it('is left out when the shop does not deliver', async () => {
    calls(null);
    await openPage(checkoutView, CHECKOUT);
    await screen.findByLabelText('Prénom');
    expect(screen.queryByText('Livraison', { selector: 'legend' })).toBeNull();
  });

  it('prices a typed address as soon as it is located, and books it without a price', async () => {
    const requests = calls(perKm, {
      'GET /v2/online-store/delivery/address': ok({ ...TALLOIRES, label: 'Rue du Lac, Talloires' }),
      [DISTANCE_CALL]: ok({ distanceKm: 9.4, offered: true, reason: null, price: 14.1, maxDistanceKm: 30 }),
    });
    await openPage(checkoutView, CHECKOUT);
    await chooseDelivery();
    expect(
      screen.getByText(/1,50\s€ par km depuis la boutique, au moins 10,00\s€ par trajet · jusqu’à 30 km/),
    ).toBeTruthy();
    expect(screen.getByText('Saisissez l’adresse ou utilisez votre position pour voir le prix.')).toBeTruthy();
    expect(amountOf('Livraison')).toBe('à calculer');
    type('Adresse de livraison', '12 rue du Lac, Talloires');
    await act(async () => fireEvent.blur(screen.getByLabelText('Adresse de livraison')));
    await screen.findByText(/Livraison : 28,20\s€ \(9.4 km de la boutique\)/);
    const located = requests.find((r) => r.url.startsWith('/v2/online-store/delivery/address'));
    expect(Object.fromEntries(new URL(located!.url, 'https://x.test').searchParams)).toEqual({
      slug: shop.slug,
      address: '12 rue du Lac, Talloires',
      language: 'fr',
    });
    // both trips: 2 × 14.10 on top of the 88.00 of the cart
    expect(amountOf('Location')).toBe('88,00 €');
    expect(amountOf('Livraison')).toBe('28,20 €');
    expect(amountOf('Total')).toBe('116,20 €');
    fireEvent.click(screen.getByLabelText('Repris chez moi à la fin'));
    expect(amountOf('Total')).toBe('102,10 €');
    fillRequired();
    await submit();
    expect(posted(requests)[0].delivery).toEqual({
      address: '12 rue du Lac, Talloires',
      ...TALLOIRES,
      departure: true,
      arrival: false,
    });
  });

  it('uses the device’s location, and shows a refusal of the distance at the field', async () => {
    const located = stubLocation(TALLOIRES);
    calls(perKm, {
      [DISTANCE_CALL]: ok({ distanceKm: 31.2, offered: false, reason: 'tooFar', price: null, maxDistanceKm: 30 }),
    });
    await openPage(checkoutView, CHECKOUT);
    await chooseDelivery();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' })));
    expect(located).toHaveBeenCalledTimes(1);
    const field = screen.getByLabelText('Adresse de livraison');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Cette adresse est à 31.2 km de la boutique : elle livre jusqu’à 30 km.',
    );
  });

  it('without a geocoder, a price by distance asks for the location before sending', async () => {
    stubLocation(null);
    const requests = calls({ ...perKm, geocoder: false });
    await openPage(checkoutView, CHECKOUT);
    await chooseDelivery();
    expect(
      screen.getByText(
        'Cette boutique facture la livraison à la distance : utilisez votre position pour voir le prix.',
      ),
    ).toBeTruthy();
    type('Adresse de livraison', '12 rue du Lac, Talloires');
    await act(async () => fireEvent.blur(screen.getByLabelText('Adresse de livraison')));
    expect(requests.some((r) => r.url.includes('/delivery/'))).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Utiliser ma position' })));
    expect(screen.getByText(/Votre position n’a pas pu être lue/)).toBeTruthy();
    fillRequired();
    await submit();
    expect(posted(requests)).toEqual([]);
    expect(
      screen.getByText('Cette boutique facture la livraison à la distance : utilisez votre position.'),
    ).toBeTruthy();
  });

  it('a fixed price is known at once, free above the shop’s minimum, and a refusal of the checkout is shown at the field', async () => {
    const fixed: DeliveryOffer = {
      pricingType: 'FIXED',
      price: 12.5,
      minimumPrice: null,
      maxDistanceKm: null,
      freeDeliveryMinimum: null,
      geocoder: false,
    };
    const requests = calls(fixed, {
      'POST /v2/online-store/order': failed({
        statusCode: 400,
        code: 'validationFailed',
        message: 'The shop does not deliver',
        details: { field: 'delivery.address', reason: 'deliveryOff' },
      } as never),
    });
    await openPage(checkoutView, CHECKOUT);
    await chooseDelivery();
    expect(screen.getByText('Livraison : 25,00 €')).toBeTruthy();
    expect(amountOf('Total')).toBe('113,00 €');
    type('Adresse de livraison', '3 place du Marché, Annecy');
    fillRequired();
    await submit();
    expect(posted(requests)[0].delivery).toEqual({
      address: '3 place du Marché, Annecy',
      departure: true,
      arrival: true,
    });
    expect(await screen.findByText('La boutique ne livre pas à cette adresse.')).toBeTruthy();
    document.body.innerHTML = '';
    calls({ ...fixed, freeDeliveryMinimum: { type: 'SUBTOTAL', value: 80 } });
    await openPage(checkoutView, CHECKOUT);
    await chooseDelivery();
    expect(screen.getByText('Livraison : offerte')).toBeTruthy();
    expect(amountOf('Total')).toBe('88,00 €');
  });

  it('the confirmation page shows where the order is delivered and collected', async () => {
    fakeCalls({
      [`GET /v2/online-store/order/${orderId}/${shop.companyId}`]: ok(
        orderView({
          total: 116.2,
          delivery: {
            departure: { address: '12 rue du Lac, Talloires', price: 14.1, lat: 45.8408, lng: 6.2138 },
            arrival: { address: '12 rue du Lac, Talloires', price: 14.1 },
          },
        }),
      ),
    });
    await openPage(orderPageView, `/store/${shop.slug}/order/${orderId}?token=${orderToken}`);
    await screen.findByRole('heading', { name: 'Livraison' });
    expect(amountOf(/^Livré à 12 rue du Lac, Talloires/)).toBe('14,10 €');
    expect(amountOf('Repris à 12 rue du Lac, Talloires')).toBe('14,10 €');
    // the located address opens on a map; the other was not located
    const map = screen.getByRole('link', { name: 'Voir sur la carte' });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=45.8408&mlon=6.2138#map=17/45.8408/6.2138',
    );
    expect(map.getAttribute('rel')).toContain('noreferrer');
  });
});
