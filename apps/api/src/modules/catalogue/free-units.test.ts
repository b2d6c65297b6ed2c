import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookOrder, markDeparted } from '../../../test/factories/availability.ts';
import { makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';

describe('GET /v2/products/subProductsByProductName/{name}/{startDate}/{endDate}', async () => {
  const { app, db } = await createTestApp();
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const { product, units } = await makeProductWithUnits(app, shop.headers, 4, { name: 'VTT Rockrider 540' });
  await makeProductWithUnits(app, shop.headers, 2, { name: 'Ski Rossignol' });
  await makeProductWithUnits(app, other.headers, 3, { name: 'VTT Rockrider 540' });
  const [u1, u2, u3, u4] = units;
  const inject = (method: string, url: string, payload?: object, headers = shop.headers) =>
    app.inject({ method: method as 'GET', url: `/v2${url}`, headers, payload });

  // one unit out of service, one unavailable on 10–12 July, one unavailable for long-term rentals only
  await inject('PATCH', `/sub-products/${u2.id}`, { inService: false });
  await inject('POST', `/products/setUnavailabilityDates/LCD/${product.id}/${u3.id}`, {
    periods: [{ start: '2026-07-10T08:00:00Z', end: '2026-07-12T18:00:00Z', reason: 'Révision' }],
  });
  await inject('POST', `/products/setUnavailabilityDates/LLD/${product.id}/${u4.id}`, {
    periods: [{ start: '2026-07-01T00:00:00Z', end: '2026-08-01T00:00:00Z', reason: 'Contrat' }],
  });
  const free = async (name: string, start: string, end: string, headers = shop.headers) => {
    const res = await inject(
      'GET',
      `/products/subProductsByProductName/${encodeURIComponent(name)}/${start}/${end}`,
      undefined,
      headers,
    );
    expect(res.statusCode).toBe(200);
    return (res.json() as { id: string; product: { name: string } }[]).map((u) => u.id).sort();
  };

  it('answers the in-service units of matching products with no overlapping short-term unavailability', async () => {
    expect(await free('rockrider', '2026-07-11T09:00:00Z', '2026-07-11T18:00:00Z')).toEqual([u1.id, u4.id].sort());
    expect(await free('ROCKRIDER', '2026-07-12T18:00:00Z', '2026-07-13T18:00:00Z')).toEqual(
      [u1.id, u3.id, u4.id].sort(),
    );
    expect(await free('Ski', '2026-07-11T09:00:00Z', '2026-07-11T18:00:00Z')).toHaveLength(2);
    expect(await free('snowboard', '2026-07-11T09:00:00Z', '2026-07-11T18:00:00Z')).toEqual([]);
  });

  it('never answers units of another company', async () => {
    const theirs = await free('rockrider', '2026-07-11T09:00:00Z', '2026-07-11T18:00:00Z', other.headers);
    expect(theirs).toHaveLength(3);
    expect(theirs).not.toContain(u1.id);
  });

  it('refuses a period that ends before it starts and a malformed date, naming the field', async () => {
    const backwards = await inject(
      'GET',
      '/products/subProductsByProductName/vtt/2026-07-12T00:00:00Z/2026-07-11T00:00:00Z',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().details.field).toBe('endDate');
    const malformed = await inject('GET', '/products/subProductsByProductName/vtt/tomorrow/2026-07-11T00:00:00Z');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().details.field).toBe('startDate');
  });

  it('leaves out units given to an order over the period and units still out', async () => {
    const { product: ebike, units: bikes } = await makeProductWithUnits(app, shop.headers, 3, {
      name: 'VAE Moustache',
    });
    const [b1, b2, b3] = bikes;
    await bookOrder(app, shop.headers, {
      startDate: '2027-07-10T09:00',
      endDate: '2027-07-11T18:00',
      products: [{ productId: ebike.id, quantity: 1, subProductIds: [b1.id] }],
    });
    const out = await bookOrder(app, shop.headers, {
      startDate: '2027-07-01T09:00',
      endDate: '2027-07-02T18:00',
      products: [{ productId: ebike.id, quantity: 1, subProductIds: [b2.id] }],
    });
    await markDeparted(db, shop.company.id, out.id, '2027-07-01T07:00:00Z');
    expect(await free('moustache', '2027-07-11T08:00:00Z', '2027-07-11T12:00:00Z')).toEqual([b3.id]);
    // after the booking b1 is free again; b2 is not back, so it is not free whatever the period
    expect(await free('moustache', '2027-07-12T08:00:00Z', '2027-07-12T12:00:00Z')).toEqual([b1.id, b3.id].sort());
  });
});
