import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { sevenOrders } from '../../../../test/factories/order-list-fixture.ts';

describe('order lists by range, as CSV, by item and unit, for the planning', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  const { shop, other, bike, units, helmets, marc, a, b, c, d, e, f, g, all } = await sevenOrders(app, db, clock);
  const no = (o: { number: number }) => o.number;
  const sorted = (...os: { number: number }[]) => os.map(no).sort((x, y) => x - y);

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
