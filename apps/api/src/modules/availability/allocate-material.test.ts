import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookOrder, getWithQuery, markDeparted } from '../../../test/factories/availability.ts';
import { makePack, makeProduct, makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { makeShop } from '../../../test/factories.ts';

type Unit = { id: string; qrCodeValue: string };
type Hold = { productId: string; name: string; quantity: number; assigned: Unit[]; free: Unit[] };

describe('GET /v2/product-availability/lcd/allocateMaterial', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2027-06-01T08:00:00Z');
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const allocate = (query: Record<string, unknown>, headers = shop.headers) =>
    getWithQuery(app, headers, '/product-availability/lcd/allocateMaterial', query);
  const ids = (units: Unit[]) => units.map((u) => u.id).sort();

  const { product: bike, units } = await makeProductWithUnits(app, shop.headers, 6, { name: 'Vélo' });
  const [u1, u2, u3, u4, u5, u6] = units;
  const helmet = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 10 });
  const pack = await makePack(app, shop.headers, {
    name: 'Duo',
    items: [{ productId: bike.id }, { productId: helmet.id }],
  });
  const period = { startDate: '2027-08-02T09:00', endDate: '2027-08-03T18:00' };
  // u2 given to another order over the period, u3 under repair, u4 out of service, u5 out with a late order
  await bookOrder(app, shop.headers, {
    ...period,
    products: [{ productId: bike.id, quantity: 1, subProductIds: [u2.id] }],
  });
  await app.inject({
    method: 'POST',
    url: `/v2/products/setUnavailabilityDates/LCD/${bike.id}/${u3.id}`,
    headers: shop.headers,
    payload: { periods: [{ start: '2027-08-03T06:00:00Z', end: '2027-08-04T06:00:00Z' }] },
  });
  await app.inject({
    method: 'PATCH',
    url: `/v2/sub-products/${u4.id}`,
    headers: shop.headers,
    payload: { inService: false },
  });
  const late = await bookOrder(app, shop.headers, {
    startDate: '2027-07-01T09:00',
    endDate: '2027-07-02T18:00',
    products: [{ productId: bike.id, quantity: 1, subProductIds: [u5.id] }],
  });
  await markDeparted(db, shop.company.id, late.id, '2027-07-01T07:00:00Z');
  const order = await bookOrder(app, shop.headers, {
    ...period,
    products: [
      { productId: bike.id, quantity: 2, subProductIds: [u1.id] },
      { productId: helmet.id, quantity: 2 },
    ],
    packs: [{ packId: pack.id, quantity: 1 }],
  });

  it('lists, for each hold, the units it has and the units it can still be given', async () => {
    const res = await allocate({ orderId: order.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const holds = res.body as Hold[];
    expect(holds.map((h) => [h.name, h.quantity])).toEqual([
      ['Vélo', 2],
      ['Casque', 2],
      ['Vélo', 1],
      ['Casque', 1],
    ]);
    const [bikes, helmets, packBike] = holds;
    expect(bikes).toMatchObject({
      productId: bike.id,
      stockMode: 'SERIALIZED',
      startDate: '2027-08-02T07:00:00.000Z',
      endDate: '2027-08-03T16:00:00.000Z',
    });
    expect(bikes.assigned).toEqual([
      {
        id: u1.id,
        productId: bike.id,
        qrCodeValue: u1.qrCodeValue,
        serialNumber: u1.serialNumber,
        size: null,
        state: 'GOOD',
        assignmentId: expect.any(String),
        status: 'WAITING',
      },
    ]);
    expect(ids(bikes.free)).toEqual([u6.id]);
    expect(ids(packBike.free)).toEqual([u6.id]);
    expect(packBike.assigned).toEqual([]);
    expect(helmets).toMatchObject({ stockMode: 'QUANTITY', assigned: [], free: [] });
  });

  it('narrows to one product', async () => {
    const res = await allocate({ orderId: order.id, productId: helmet.id });
    expect((res.body as Hold[]).map((h) => h.productId)).toEqual([helmet.id, helmet.id]);
  });

  it('answers 404 for an order of another shop and 400 for a malformed id', async () => {
    const foreign = await allocate({ orderId: order.id }, other.headers);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('notFound');
    const malformed = await allocate({ orderId: 'nope' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details.field).toBe('orderId');
    const missing = await allocate({});
    expect(missing.status).toBe(400);
    expect(missing.body.details.field).toBe('orderId');
  });
});
