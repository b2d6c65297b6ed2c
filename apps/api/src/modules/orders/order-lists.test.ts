import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { makeProduct, makeProductWithUnits } from '../../../test/factories/catalogue.ts';
import { makeCustomer } from '../../../test/factories/customers.ts';
import { makeOrder } from '../../../test/factories/order-lifecycle.ts';
import { makeShop } from '../../../test/factories.ts';
import { orders } from './tables.ts';

const NOW = '2026-07-10T08:00:00.000Z';
const MINUTE = 60_000;

describe('order lists', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  clock.set(NOW);
  const shop = await makeShop(app, db);
  const other = await makeShop(app, db);
  const companyId = shop.company.id;
  const { product: bike, units } = await makeProductWithUnits(app, shop.headers, 2, { name: 'VTT' });
  const helmets = await makeProduct(app, shop.headers, { name: 'Casque', stockMode: 'QUANTITY', quantity: 10 });
  const lea = await makeCustomer(db, companyId, {
    firstName: 'Léa',
    lastName: 'Morel',
    email: 'lea.morel@example.test',
    phone: '+33 6 11 22 33 44',
  });
  const marc = await makeCustomer(db, companyId, { firstName: 'Marc', lastName: 'Petit' });
  const book = async (values: object) => {
    clock.advance(MINUTE);
    return makeOrder(app, shop.headers, values);
  };
  const setRow = (id: string, values: Partial<typeof orders.$inferInsert>) =>
    db
      .update(orders)
      .set(values)
      .where(and(eq(orders.companyId, companyId), eq(orders.id, id)));

  // A: today, Léa, unit 0 given. B: helmets from the 12th, quick order. C: Léa, out and late. D: pre-booking.
  // E: a request without customer. F: ended in June. G: cancelled in August.
  const a = await book({
    startDate: '2026-07-10T09:00',
    endDate: '2026-07-10T18:00',
    customerId: lea.id,
    products: [{ productId: bike.id, quantity: 1, subProductIds: [units[0].id] }],
  });
  const b = await book({
    startDate: '2026-07-12',
    endDate: '2026-07-14',
    customerId: marc.id,
    createdFrom: 'QUICK_ORDER',
    products: [{ productId: helmets.id, quantity: 2 }],
  });
  const c = await book({
    startDate: '2026-07-01T09:00',
    endDate: '2026-07-03T18:00',
    customerId: lea.id,
    products: [{ productId: bike.id, quantity: 1 }],
  });
  const d = await book({
    startDate: '2026-07-20',
    endDate: '2026-07-21',
    customerId: marc.id,
    type: 'PRE_BOOKING',
    products: [{ productId: helmets.id, quantity: 1 }],
  });
  const e = await book({
    startDate: '2026-07-25',
    endDate: '2026-07-26',
    isRequest: true,
    products: [{ productId: helmets.id, quantity: 1 }],
  });
  const f = await book({
    startDate: '2026-06-01T09:00',
    endDate: '2026-06-02T18:00',
    customerId: marc.id,
    products: [{ productId: bike.id, quantity: 1 }],
  });
  const g = await book({
    startDate: '2026-08-01',
    endDate: '2026-08-02',
    customerId: marc.id,
    products: [{ productId: helmets.id, quantity: 1 }],
  });
  await setRow(c.id, { status: 'IN_PROGRESS' });
  await setRow(f.id, { status: 'ENDED' });
  await setRow(g.id, { type: 'CANCELED' });
  const all = [a, b, c, d, e, f, g];
  const no = (o: { number: number }) => o.number;

  const list = async (query: string, headers = shop.headers) => {
    const res = await app.inject({ method: 'GET', url: `/v2/order?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const numbers = async (query: string) =>
    (await list(`${query}&limit=500`)).items
      .map((i: { number: number }) => i.number)
      .sort((x: number, y: number) => x - y);
  const sorted = (...os: { number: number }[]) => os.map(no).sort((x, y) => x - y);

  describe('GET /v2/order', () => {
    it('lists every order of the company, latest start first, as summaries', async () => {
      const page = await list('');
      expect(page).toMatchObject({ total: 7, skip: 0, limit: 50 });
      expect(page.items.map(no)).toEqual([g, e, d, b, a, c, f].map(no));
      expect(page.items.find((i: { id: string }) => i.id === a.id)).toEqual({
        id: a.id,
        number: a.number,
        status: 'TO_COME',
        type: 'ORDER',
        isRequest: false,
        isLate: false,
        startDate: '2026-07-10T07:00:00.000Z',
        endDate: '2026-07-10T16:00:00.000Z',
        customer: { id: lea.id, displayName: 'Léa Morel', email: 'lea.morel@example.test', phone: '+33 6 11 22 33 44' },
        totalTTC: a.totalTTC,
        paymentStatus: 'NOT_PAID',
        createdFrom: 'DASHBOARD',
        productNames: ['VTT'],
        unitCount: 1,
        createdAt: a.createdAt,
      });
    });

    it.each([
      ['type=PRE_BOOKING', () => [d]],
      ['type.in=ORDER,CANCELED', () => [a, b, c, e, f, g]],
      ['isRequest=true', () => [e]],
      ['isRequest.notEquals=true', () => [a, b, c, d, f, g]],
      ['isEnded=true', () => [f]],
      ['isEnded.equals=false', () => [a, b, c, d, e, g]],
      ['status__name=IN_PROGRESS', () => [c]],
      ['status__name.contains=come', () => [a, b, d, e, g]],
      ['status__name.regex=^(ended|in_progress)$', () => [c, f]],
      ['status__name.notIn=TO_COME,ENDED', () => [c]],
      [`customerId=${lea.id}`, () => [a, c]],
      ['customerId.isNull=true', () => [e]],
      [`customerId.in=${lea.id},${marc.id}`, () => [a, b, c, d, f, g]],
      [`customerId.contains=${lea.id.slice(-12).toUpperCase()}`, () => [a, c]],
      ['createdFrom=QUICK_ORDER', () => [b]],
      ['createdFrom.in=DASHBOARD', () => [a, c, d, e, f, g]],
      ['startDate.gte=2026-07-10', () => [a, b, d, e, g]],
      ['startDate.lt=2026-07-05', () => [c, f]],
      ['endDate.gt=2026-07-20T00:00:00Z&endDate.lte=2026-07-26T00:00:00Z', () => [d, e]],
      ['endDate.isNull=false', () => all],
      ['startDate.equals=2026-07-01T07:00:00Z', () => [c]],
      ['startDate.notIn=2026-07-01T07:00:00Z,2026-06-01T07:00:00Z', () => [a, b, d, e, g]],
      ['inRange.from=2026-07-11T00:00:00Z&inRange.to=2026-07-13T00:00:00Z', () => [b]],
      ['inRange.to=2026-07-05T00:00:00Z', () => [c, f]],
      ['paymentStatus=NOT_PAID', () => all],
      ['paymentStatus.notEquals=NOT_PAID', () => []],
      ['orderStatus=TODAY', () => [a]],
      ['orderStatus=LATE', () => [c]],
      ['orderStatus=PASS', () => [c, f]],
      ['orderStatus=NOT_PRE_BOOKING', () => [a, b, c, e, f, g]],
      ['orderStatus=NOT_CANCELED', () => [a, b, c, d, e, f]],
      ['orderStatus.in=IN_PROGRESS,ENDED', () => [c, f]],
      ['orderStatus.notEquals=TO_COME', () => [c, f]],
      ['searchProducts=casq', () => [b, d, e, g]],
      [`productId=${bike.id}`, () => [a, c, f]],
      [`subProductId=${units[0].id}`, () => [a]],
      ['withPaymentV2=true', () => all],
    ])('filters with %s', async (query, expected) => {
      expect(await numbers(query)).toEqual(sorted(...expected()));
    });

    it('filters on creation time', async () => {
      expect(await numbers(`createdAt.gt=${b.createdAt}&createdAt.lte=${d.createdAt}`)).toEqual(sorted(c, d));
    });

    it('pages with skip and limit, sorts, and answers only the fields asked', async () => {
      const page = await list('sort=number__asc&skip=2&limit=2');
      expect(page).toMatchObject({ total: 7, skip: 2, limit: 2 });
      expect(page.items.map(no)).toEqual([c.number, d.number]);
      const slim = await list('sort=number__desc&limit=1&fields=number,status');
      expect(slim.items).toEqual([{ id: g.id, number: g.number, status: 'TO_COME' }]);
    });

    it('answers 400 naming the key at fault', async () => {
      for (const [query, key] of [
        ['orderStatus=SOON', 'orderStatus'],
        ['productId=bike', 'productId'],
        ['sort=customer__asc', 'sort'],
        ['fields=number,secret', 'fields'],
      ]) {
        const res = await app.inject({ method: 'GET', url: `/v2/order?${query}`, headers: shop.headers });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().details.field, query).toBe(key);
      }
      for (const query of ['colour=red', 'isRequest.gt=true', 'page=2']) {
        const res = await app.inject({ method: 'GET', url: `/v2/order?${query}`, headers: shop.headers });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().code).toBe('validationFailed');
      }
    });

    it("shows nothing of another company's orders", async () => {
      expect(await list('', other.headers)).toMatchObject({ total: 0, items: [] });
    });
  });

  describe('GET /v2/order/list', () => {
    const range = async (query: string, headers = shop.headers) => {
      const res = await app.inject({ method: 'GET', url: `/v2/order/list?${query}`, headers });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('lists the orders overlapping the days, earliest start first; an end day counts whole', async () => {
      const page = await range('startDate=2026-07-10&endDate=2026-07-12');
      expect(page).toMatchObject({ total: 2, page: 1, limit: 20 });
      expect(page.items.map(no)).toEqual([a.number, b.number]);
      expect((await range('startDate=2026-07-10T20:00&endDate=2026-07-11T23:59')).items).toEqual([]);
    });

    it.each([
      ['searchCustomer=morel', () => [a, c]],
      ['searchCustomer=06 11 22 33 44', () => [a, c]],
      ['searchProducts=vtt', () => [a, c, f]],
      ['state=TODAY', () => [a]],
      ['state=LATE', () => [c]],
      ['state=TO_COME,NOT_CANCELED', () => [a, b, d, e]],
      ['state=IN_PROGRESS,ENDED', () => [c, f]],
      ['state=PASS,NOT_PRE_BOOKING', () => [c, f]],
      ['createFromStatus=QUICK_ORDER', () => [b]],
      ['createFromStatus=QUICK_ORDER,DASHBOARD', () => all],
      ['paymentStatus=NOT_PAID', () => all],
      ['paymentStatus=PAID', () => []],
      ['documentStatus=TO_GENERATE', () => all],
      ['documentStatus=GENERATED', () => []],
      ['personalStatus=any&withPaymentV2=true', () => all],
    ])('filters with %s', async (query, expected) => {
      const page = await range(`${query.replaceAll(' ', '%20')}&limit=200`);
      expect(page.items.map(no).sort((x: number, y: number) => x - y)).toEqual(sorted(...expected()));
      expect(page.total).toBe(expected().length);
    });

    it('pages', async () => {
      const second = await range('page=2&limit=3');
      expect(second).toMatchObject({ total: 7, page: 2, limit: 3 });
      expect(second.items.map(no)).toEqual([b.number, d.number, e.number]);
    });

    it('answers 400 to an unknown state or an inverted range', async () => {
      for (const [query, field] of [
        ['state=SOON', 'state'],
        ['createFromStatus=FAX', 'createFromStatus'],
        ['startDate=2026-07-12&endDate=2026-07-10T10:00', 'endDate'],
      ]) {
        const res = await app.inject({ method: 'GET', url: `/v2/order/list?${query}`, headers: shop.headers });
        expect(res.statusCode, query).toBe(400);
        expect(res.json().details.field).toBe(field);
      }
    });

    it('is empty for another company', async () => {
      expect(await range('', other.headers)).toMatchObject({ total: 0, items: [] });
    });
  });

  describe('GET /v2/order/listCsv', () => {
    it('writes the listed orders as a spreadsheet file', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/v2/order/listCsv?startDate=2026-07-10&endDate=2026-07-12',
        headers: shop.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="orders-2026-07-10.csv"');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      const lines = res.rawPayload.subarray(3).toString('utf8').split('\r\n');
      const money = (n: number) => n.toFixed(2).replace('.', ',');
      const aFull = (await app.inject({ method: 'GET', url: `/v2/order/${a.id}`, headers: shop.headers })).json();
      expect(lines).toEqual([
        'number;status;type;start;end;customer;email;phone;products;units;totalTTC;totalHT;vat;paymentStatus;createdFrom;createdAt',
        [
          a.number,
          'TO_COME',
          'ORDER',
          '2026-07-10 09:00',
          '2026-07-10 18:00',
          'Léa Morel',
          'lea.morel@example.test',
          '+33 6 11 22 33 44',
          '1 x VTT',
          units[0].qrCodeValue,
          money(aFull.totalTTC),
          money(aFull.totalHT),
          money(aFull.vat),
          'NOT_PAID',
          'DASHBOARD',
          '2026-07-10 10:01',
        ].join(';'),
        [
          b.number,
          'TO_COME',
          'ORDER',
          '2026-07-12 00:00',
          '2026-07-14 00:00',
          'Marc Petit',
          marc.email,
          '',
          '2 x Casque',
          '',
          money(b.totalTTC),
          money(b.totalHT),
          money(b.vat),
          'NOT_PAID',
          'QUICK_ORDER',
          '2026-07-10 10:02',
        ].join(';'),
        '',
      ]);
    });

    it('has only the header for another company', async () => {
      const res = await app.inject({ method: 'GET', url: '/v2/order/listCsv', headers: other.headers });
      expect(res.rawPayload.subarray(3).toString('utf8').split('\r\n')).toHaveLength(2);
    });
  });

  describe('orders of an item, of a unit, for the planning', () => {
    it('GET /v2/order/byItemId/{itemId}: orders with a line of the product, latest first', async () => {
      const res = await app.inject({ method: 'GET', url: `/v2/order/byItemId/${bike.id}`, headers: shop.headers });
      expect(res.json().map(no)).toEqual([a, c, f].map(no));
      const helmetOrders = await app.inject({
        method: 'GET',
        url: `/v2/order/byItemId/${helmets.id}`,
        headers: shop.headers,
      });
      expect(helmetOrders.json().map(no)).toEqual([g, e, d, b].map(no));
      const foreign = await app.inject({ method: 'GET', url: `/v2/order/byItemId/${bike.id}`, headers: other.headers });
      expect(foreign.statusCode).toBe(404);
    });

    it('GET /v2/order/get-by-subproduct/{subProductId}: orders the unit was given to, with its state', async () => {
      const res = await app.inject({
        method: 'GET',
        url: `/v2/order/get-by-subproduct/${units[0].id}`,
        headers: shop.headers,
      });
      expect(res.json()).toEqual([
        expect.objectContaining({
          id: a.id,
          unit: { status: 'WAITING', assignedAt: a.createdAt, departedAt: null, returnedAt: null },
        }),
      ]);
      const unused = await app.inject({
        method: 'GET',
        url: `/v2/order/get-by-subproduct/${units[1].id}`,
        headers: shop.headers,
      });
      expect(unused.json()).toEqual([]);
      const foreign = await app.inject({
        method: 'GET',
        url: `/v2/order/get-by-subproduct/${units[0].id}`,
        headers: other.headers,
      });
      expect(foreign.statusCode).toBe(404);
    });

    it('GET /v2/order/insideRange: orders over the range and still out, with holds and units', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/v2/order/insideRange?startDate=2026-07-10&endDate=2026-07-10',
        headers: shop.headers,
      });
      expect(res.statusCode, res.body).toBe(200);
      const found = res.json().orders;
      expect(found.map(no)).toEqual([c.number, a.number]);
      expect(found[1]).toMatchObject({
        id: a.id,
        holds: [
          {
            productId: bike.id,
            quantity: 1,
            start: '2026-07-10T07:00:00.000Z',
            end: '2026-07-10T16:00:00.000Z',
            departedAt: null,
            returnedAt: null,
          },
        ],
        units: [
          {
            subProductId: units[0].id,
            productId: bike.id,
            qrCodeValue: units[0].qrCodeValue,
            start: '2026-07-10T07:00:00.000Z',
            end: '2026-07-10T16:00:00.000Z',
            status: 'WAITING',
          },
        ],
      });
      const ofHelmets = await app.inject({
        method: 'GET',
        url: `/v2/order/insideRange?startDate=2026-07-11&endDate=2026-07-31&productIds=${helmets.id}`,
        headers: shop.headers,
      });
      expect(ofHelmets.json().orders.map(no)).toEqual([b, d, e].map(no));
      expect(ofHelmets.json().orders[0].holds).toEqual([
        expect.objectContaining({ productId: helmets.id, quantity: 2 }),
      ]);
      expect(ofHelmets.json().orders[1].holds).toEqual([]);
      const bad = await app.inject({
        method: 'GET',
        url: '/v2/order/insideRange?startDate=2026-07-11&endDate=2026-07-31&productIds=nope',
        headers: shop.headers,
      });
      expect(bad.statusCode).toBe(400);
      const foreign = await app.inject({
        method: 'GET',
        url: '/v2/order/insideRange?startDate=2026-07-01&endDate=2026-07-31',
        headers: other.headers,
      });
      expect(foreign.json()).toEqual({ orders: [] });
    });
  });
});
