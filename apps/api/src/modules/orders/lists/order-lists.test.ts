import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app.ts';
import { sevenOrders } from '../../../../test/factories/order-list-fixture.ts';

describe('GET /v2/order', async () => {
  const { app, db, clock } = await createTestApp({ SESSION_TTL_HOURS: '8760' });
  const { shop, other, bike, units, lea, marc, a, b, c, d, e, f, g, all } = await sevenOrders(app, db, clock);
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
        closedAsNoShow: false,
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

    it('marks as late exactly what the LATE filter lists', async () => {
      const page = await list('');
      expect(page.items.filter((i: { isLate: boolean }) => i.isLate).map(no)).toEqual(
        (await list('orderStatus=LATE')).items.map(no),
      );
      expect(page.items.filter((i: { isLate: boolean }) => i.isLate).map(no)).toEqual([c].map(no));
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
      [`number=${c.number}`, () => [c]],
      [`number.in=${a.number},${g.number}`, () => [a, g]],
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
});
