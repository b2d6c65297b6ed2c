import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { checkoutShop } from '../../../test/factories/store-checkout.ts';
import { DEFAULTS } from '../company-settings/sections.ts';

/* Typed delivery addresses located through a Nominatim-compatible geocoder (a local one here). */

const asked: URL[] = [];
const geocoder = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  asked.push(url);
  const q = url.searchParams.get('q') ?? '';
  res.setHeader('content-type', 'application/json');
  if (q.includes('broken')) {
    res.statusCode = 500;
    res.end('{}');
    return;
  }
  const hits = q.includes('Talloires')
    ? [{ lat: '45.8408', lon: '6.2138', display_name: 'Rue du Lac, Talloires, Haute-Savoie, France' }]
    : [];
  res.end(JSON.stringify(hits));
});
await new Promise<void>((resolve) => geocoder.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => geocoder.close(() => resolve())));
const base = `http://127.0.0.1:${(geocoder.address() as AddressInfo).port}/nominatim`;

describe('locating a delivery address', async () => {
  const { app, db } = await createTestApp({ GEOCODER_URL: base });
  const shop = await checkoutShop(app, db, 'PAY_ON_SITE', {
    mainInfos: { ...DEFAULTS.mainInfos, lat: 45.899, lng: 6.129 },
    delivery: {
      enabled: true,
      pricingType: 'PER_KM',
      priceCents: 150,
      minimumPriceCents: null,
      maxDistanceKm: 30,
      freeDeliveryMinimum: null,
    },
  });
  const noDelivery = await checkoutShop(app, db, 'PAY_ON_SITE');
  const locate = async (text: string, slug = shop.slug) => {
    const res = await app.inject({
      method: 'GET',
      url: `/v2/online-store/delivery/address?slug=${slug}&language=fr&address=${encodeURIComponent(text)}`,
    });
    return { status: res.statusCode, body: res.json() };
  };

  it("answers the geocoder's place, searched near the shop in the customer's language", async () => {
    expect(await locate('12 rue du Lac, Talloires')).toEqual({
      status: 200,
      body: { lat: 45.8408, lng: 6.2138, label: 'Rue du Lac, Talloires, Haute-Savoie, France' },
    });
    const sent = asked.at(-1)!;
    expect(sent.pathname).toBe('/nominatim/search');
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      q: '12 rue du Lac, Talloires',
      format: 'jsonv2',
      limit: '1',
      'accept-language': 'fr',
      viewbox: '5.1290,46.8990,7.1290,44.8990',
    });
    // the checkout form tells the page it can locate typed addresses
    expect((await (await shop.shopper(1)).form()).body.delivery.geocoder).toBe(true);
  });

  it('names the address when no place is found, and answers 502 when the geocoder fails', async () => {
    expect(await locate('Nowhere at all')).toMatchObject({
      status: 400,
      body: { code: 'validationFailed', details: { field: 'address', reason: 'addressNotFound' } },
    });
    expect(await locate('broken street')).toMatchObject({
      status: 502,
      body: { code: 'integrationFailed', details: { integration: 'geocoder' } },
    });
    expect((await locate('12 rue du Lac, Talloires', noDelivery.slug)).body.details).toEqual({
      field: 'slug',
      reason: 'deliveryOff',
    });
    expect((await locate('ab')).body.details.field).toBe('address');
    expect((await locate('12 rue du Lac', 'no-such-shop')).status).toBe(404);
  });
});
