import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { cardPaymentFixture } from '../../../test/factories/card-payments.ts';
import { makePromoCode } from '../../../test/factories/pricing.ts';
import { checkoutShop, linkToken } from '../../../test/factories/store-checkout.ts';
import { DEFAULTS, type FreeDeliveryMinimum } from '../company-settings/sections.ts';
import { distanceKm } from '../online-store/delivery.ts';
import { orders } from '../orders/tables.ts';

/* Delivery at the store's checkout: priced on the server by distance from the shop, in the order's total. */

const ANNECY = { lat: 45.899, lng: 6.129 };
const TALLOIRES = { lat: 45.8408, lng: 6.2138 };
const LYON = { lat: 45.764, lng: 4.8357 };
const address = '12 rue du Lac, 74290 Talloires';

describe('delivery at the online store checkout', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set('2030-09-02T08:00:00Z');
  await cardPaymentFixture(app, db);
  const byDistance = await checkoutShop(app, db, 'PAY_ONLINE', {
    mainInfos: { ...DEFAULTS.mainInfos, ...ANNECY },
    delivery: {
      enabled: true,
      pricingType: 'PER_KM',
      priceCents: 150,
      minimumPriceCents: 1000,
      maxDistanceKm: 30,
      freeDeliveryMinimum: null,
    },
    partPayment: {
      order: { enabled: true, share: { type: 'PERCENTAGE', basisPoints: 3000 } },
      event: { enabled: false, share: null },
    },
  });
  // 12.50 a trip, free from a minimum
  const fixedPrice = (freeDeliveryMinimum: FreeDeliveryMinimum) =>
    checkoutShop(app, db, 'PAY_ON_SITE', {
      delivery: {
        enabled: true,
        pricingType: 'FIXED',
        priceCents: 1250,
        minimumPriceCents: null,
        maxDistanceKm: null,
        freeDeliveryMinimum,
      },
    });
  const fixed = await fixedPrice({ type: 'SUBTOTAL', subtotalCents: 10000 });
  const noDelivery = await checkoutShop(app, db, 'PAY_ON_SITE');
  // 1.50 a km of the distance rounded up to 0.1 km, at least 10.00
  const talloiresKm = Math.ceil(distanceKm(ANNECY, TALLOIRES) * 10) / 10;
  const talloiresCents = Math.max(Math.round(150 * talloiresKm), 1000);
  const orderRow = async (orderId: string) => (await db.select().from(orders).where(eq(orders.id, orderId)))[0]!;

  it('the checkout form says whether and how the shop delivers', async () => {
    expect((await (await byDistance.shopper(1)).form()).body.delivery).toEqual({
      pricingType: 'PER_KM',
      price: 1.5,
      minimumPrice: 10,
      maxDistanceKm: 30,
      freeDeliveryMinimum: null,
      geocoder: false,
    });
    expect((await (await fixed.shopper(1)).form()).body.delivery).toMatchObject({
      pricingType: 'FIXED',
      price: 12.5,
      freeDeliveryMinimum: { type: 'SUBTOTAL', value: 100 },
    });
    expect((await (await noDelivery.shopper(1)).form()).body.delivery).toBeNull();
  });

  it('prices by distance to the cent, delivered and collected, in the total and the card payment', async () => {
    expect(talloiresKm).toBeGreaterThan(9);
    const shopper = await byDistance.shopper(1);
    const placed = await shopper.checkout({
      delivery: { address, ...TALLOIRES, departure: true, arrival: true },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const totalCents = 4000 + 2 * talloiresCents;
    expect(placed.body).toMatchObject({
      payment: 'ONLINE_FULL',
      total: totalCents / 100,
      payNow: totalCents / 100,
      delivery: {
        departure: { address, price: talloiresCents / 100 },
        arrival: { address, price: talloiresCents / 100 },
      },
    });
    const row = await orderRow(placed.body.orderId);
    expect([row.totalTtcCents, row.delivery?.departure?.priceCents, row.delivery?.arrival?.priceCents]).toEqual([
      totalCents,
      talloiresCents,
      talloiresCents,
    ]);
    // the confirmation page reads it back
    const back = await byDistance.readOrder(placed.body.orderId, `?token=${linkToken(placed.body.orderLink)}`);
    expect(back.body.delivery).toEqual(placed.body.delivery);
    // the customer's pages give where the address was located
    expect(back.body.delivery.departure).toEqual({ address, price: talloiresCents / 100, ...TALLOIRES });
  });

  it("the order keeps where to deliver when the customer's address was located, for the counter", async () => {
    const detail = async (orderId: string) =>
      (await app.inject({ method: 'GET', url: `/v2/order/${orderId}`, headers: byDistance.shop.headers })).json();
    const located = await (await byDistance.shopper(1)).checkout({
      delivery: { address, ...TALLOIRES, departure: true, arrival: true },
    });
    expect(located.status, JSON.stringify(located.body)).toBe(201);
    const stop = { address, price: talloiresCents / 100, at: null, ...TALLOIRES };
    expect((await detail(located.body.orderId)).delivery).toEqual({ departure: stop, arrival: stop, status: null });
    // a fixed price needs no position: none is kept
    const typed = await (await fixed.shopper(1)).checkout({ delivery: { address, departure: true, arrival: false } });
    expect(typed.status, JSON.stringify(typed.body)).toBe(201);
    const read = (
      await app.inject({ method: 'GET', url: `/v2/order/${typed.body.orderId}`, headers: fixed.shop.headers })
    ).json();
    expect(read.delivery.departure).toEqual({ address, price: 12.5, at: null });
    expect(read.delivery.departure).not.toHaveProperty('lat');
    expect(typed.body.delivery.departure).toEqual({ address, price: 12.5 });
  });

  it('the down payment is a share of the total with the delivery', async () => {
    const placed = await (await byDistance.shopper(1)).checkout({
      payment: 'ONLINE_DOWN_PAYMENT',
      delivery: { address, ...TALLOIRES, departure: true, arrival: false },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const totalCents = 4000 + talloiresCents;
    expect(placed.body).toMatchObject({
      total: totalCents / 100,
      payNow: Math.round(totalCents * 0.3) / 100,
      delivery: { departure: { price: talloiresCents / 100 }, arrival: null },
    });
  });

  it('a price sent by the browser is not read: the server prices the trip', async () => {
    const placed = await (await byDistance.shopper(1)).checkout({
      delivery: { address, ...TALLOIRES, departure: true, arrival: false, price: 0.01 },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await orderRow(placed.body.orderId)).delivery?.departure?.priceCents).toBe(talloiresCents);
    expect(placed.body.total).toBe((4000 + talloiresCents) / 100);
  });

  it('refuses beyond the maximum distance, or without a position, naming the field and leaving the cart', async () => {
    const shopper = await byDistance.shopper(2);
    const held = await byDistance.freeOnTheDay(byDistance.kayak.id);
    const tooFar = await shopper.checkout({ delivery: { address: 'Lyon', ...LYON, departure: true, arrival: false } });
    expect([tooFar.status, tooFar.body.code, tooFar.body.details]).toEqual([
      400,
      'validationFailed',
      {
        field: 'delivery.address',
        reason: 'tooFar',
        distanceKm: Math.ceil(distanceKm(ANNECY, LYON) * 10) / 10,
        maxDistanceKm: 30,
      },
    ]);
    const cases: [Record<string, unknown>, string, string | undefined][] = [
      [{ address, departure: true, arrival: false }, 'delivery.address', 'locationNeeded'],
      [{ address, lat: TALLOIRES.lat, departure: true, arrival: false }, 'delivery.lng', undefined],
      [{ address, ...TALLOIRES, departure: false, arrival: false }, 'delivery.departure', 'noTrip'],
      [{ address: '   ', ...TALLOIRES, departure: true, arrival: false }, 'delivery.address', undefined],
      [{ address, lat: 91, lng: 6, departure: true, arrival: false }, 'delivery.lat', undefined],
    ];
    for (const [delivery, field, reason] of cases) {
      const { status, body } = await shopper.checkout({ delivery });
      expect([status, body.details?.field, body.details?.reason]).toEqual([400, field, reason]);
    }
    expect((await shopper.customer.read()).json().lines[0].quantity).toBe(2);
    expect(await byDistance.freeOnTheDay(byDistance.kayak.id)).toBe(held);
    const noTrips = await (await noDelivery.shopper(1)).checkout({
      delivery: { address, departure: true, arrival: false },
    });
    expect([noTrips.status, noTrips.body.details]).toEqual([400, { field: 'delivery.address', reason: 'deliveryOff' }]);
  });

  it('a fixed price needs no position, and the delivery is free from the subtotal', async () => {
    const one = await (await fixed.shopper(1)).checkout({ delivery: { address, departure: true, arrival: true } });
    expect(one.status, JSON.stringify(one.body)).toBe(201);
    expect(one.body).toMatchObject({ total: 65, delivery: { departure: { price: 12.5 }, arrival: { price: 12.5 } } });
    expect((await orderRow(one.body.orderId)).totalTtcCents).toBe(6500);
    // three kayaks: 120.00, above the 100.00 of free delivery
    const three = await (await fixed.shopper(3)).checkout({ delivery: { address, departure: true, arrival: true } });
    expect(three.status, JSON.stringify(three.body)).toBe(201);
    expect(three.body).toMatchObject({ total: 120, delivery: { departure: { price: 0 }, arrival: { price: 0 } } });
    const row = await orderRow(three.body.orderId);
    expect([row.totalTtcCents, row.delivery?.departure?.address]).toEqual([12000, address]);
  });

  it('the delivery is free from a length of rental', async () => {
    // free for rentals of a day or more, or of two days or more
    const dayOrMore = await fixedPrice({ type: 'MINUTES', minutes: 24 * 60 });
    const twoDaysOrMore = await fixedPrice({ type: 'MINUTES', minutes: 48 * 60 });
    const trip = { address, departure: true, arrival: false };
    const free = await (await dayOrMore.shopper(1)).checkout({ delivery: trip });
    expect(free.status, JSON.stringify(free.body)).toBe(201);
    expect(free.body).toMatchObject({ total: 40, delivery: { departure: { price: 0 } } });
    const priced = await (await twoDaysOrMore.shopper(1)).checkout({ delivery: trip });
    expect(priced.status, JSON.stringify(priced.body)).toBe(201);
    expect(priced.body).toMatchObject({ total: 52.5, delivery: { departure: { price: 12.5 } } });
  });

  it('a checkout failing after the delivery is priced rolls everything back', async () => {
    const promo = await makePromoCode(db, byDistance.shop.company.id, { usageLimit: 1 });
    expect((await (await byDistance.shopper(1)).checkout({ promoCode: promo.code })).status).toBe(201);
    const shopper = await byDistance.shopper(1);
    const held = await byDistance.freeOnTheDay(byDistance.kayak.id);
    const before = (await db.select().from(orders).where(eq(orders.companyId, byDistance.shop.company.id))).length;
    const delivery = { address, ...TALLOIRES, departure: true, arrival: false };
    const refused = await shopper.checkout({ promoCode: promo.code, delivery });
    expect([refused.status, refused.body.details.field]).toEqual([400, 'promoCode']);
    expect((await db.select().from(orders).where(eq(orders.companyId, byDistance.shop.company.id))).length).toBe(
      before,
    );
    expect((await shopper.customer.read()).statusCode).toBe(200);
    expect(await byDistance.freeOnTheDay(byDistance.kayak.id)).toBe(held);
    const placed = await shopper.checkout({ delivery });
    expect([placed.status, placed.body.total]).toEqual([201, (4000 + talloiresCents) / 100]);
  });

  it('locating a typed address answers 503 without a geocoder, never a guessed position', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/v2/online-store/delivery/address?slug=${byDistance.slug}&address=${encodeURIComponent(address)}`,
    });
    expect([res.statusCode, res.json().code, res.json().details]).toEqual([
      503,
      'integrationNotConfigured',
      { integration: 'geocoder' },
    ]);
  });
});
