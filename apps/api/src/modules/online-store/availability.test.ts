import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bookOrder } from '../../../test/factories/availability.ts';
import { giveSettings } from '../../../test/factories/company-settings.ts';
import { makeStoreShop } from '../../../test/factories/online-store.ts';
import { DEFAULTS } from '../company-settings/sections.ts';

describe('online store: availability', async () => {
  const { app, db, clock } = await createTestApp();
  clock.set('2031-06-01T08:00:00Z');
  const shop = await makeStoreShop(app, db);
  const other = await makeStoreShop(app, db);
  const companyId = shop.company.id;
  await giveSettings(db, companyId, {
    ...DEFAULTS,
    closedDates: [{ start: '2031-07-13', end: '2031-07-13', label: 'Fête du lac' }],
  });
  // two of the three e-bikes are out from the 10th to the 11th
  await bookOrder(app, shop.headers, {
    startDate: '2031-07-10T09:00',
    endDate: '2031-07-11T18:00',
    products: [{ productId: shop.ebike.id, quantity: 2 }],
  });
  const get = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: `/v2/online-store${path}` });
    return { status: res.statusCode, body: res.json() };
  };

  it('answers how many of a product are free for a rental and when it is free again', async () => {
    const free = await get(
      `/product-availability/${companyId}/${shop.ebike.id}?startDate=2031-07-10T10:00&endDate=2031-07-10T17:00`,
    );
    expect(free).toMatchObject({
      status: 200,
      body: {
        productId: shop.ebike.id,
        startDate: '2031-07-10T08:00:00.000Z',
        endDate: '2031-07-10T15:00:00.000Z',
        timeZone: 'Europe/Paris',
        opening: { open: true, problems: [] },
        quantity: 1,
        total: 3,
        available: 1,
        bookable: true,
        nextFreeAt: null,
      },
    });
    const two = await get(
      `/product-availability/${companyId}/${shop.ebike.id}?startDate=2031-07-10T10:00&endDate=2031-07-10T17:00&nbItems=2`,
    );
    expect(two.body).toMatchObject({
      quantity: 2,
      available: 1,
      bookable: false,
      nextFreeAt: '2031-07-11T16:00:00.000Z',
    });
    const closed = await get(
      `/product-availability/${companyId}/${shop.ebike.id}?startDate=2031-07-13&endDate=2031-07-13`,
    );
    expect(closed.body).toMatchObject({ available: 3, bookable: false, opening: { open: false } });
    expect(closed.body.opening.problems[0]).toMatchObject({ field: 'startDate', code: 'closedDate' });
  });

  it('answers a calendar of the product by company id or by slug', async () => {
    const query = `productId=${shop.ebike.id}&startDateSearch=2031-07-09&endDateSearch=2031-07-13`;
    const byId = await get(`/product-availability-v2?companyId=${companyId}&${query}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toMatchObject({ productId: shop.ebike.id, timeZone: 'Europe/Paris', quantity: 1, total: 3 });
    const days = byId.body.days.map((d: { day: string; available: number; open: boolean; bookable: boolean }) => [
      d.day,
      d.available,
      d.open,
      d.bookable,
    ]);
    expect(days).toEqual([
      ['2031-07-09', 3, true, true], // a day from 09:00 ends when the booking starts
      ['2031-07-10', 1, true, true],
      ['2031-07-11', 1, true, true],
      ['2031-07-12', 3, false, false], // it would come back on the 13th, when the shop is closed
      ['2031-07-13', 3, false, false],
    ]);
    expect(byId.body.days[1]).toMatchObject({
      startDate: '2031-07-10T07:00:00.000Z',
      endDate: '2031-07-11T07:00:00.000Z',
    });
    const bySlug = await get(`/product-availability-v2?slug=${shop.company.slug}&${query}&nbItems=2`);
    expect(bySlug.body.days.map((d: { bookable: boolean }) => d.bookable)).toEqual([true, false, false, false, false]);
  });

  it('answers the most units one rental can take, 0 when the shop is closed', async () => {
    const q = (start: string, end: string, store = `companyId=${companyId}`) =>
      get(`/maximum-product-availability?${store}&productId=${shop.ebike.id}&startDate=${start}&endDate=${end}`);
    expect((await q('2031-07-10T10:00', '2031-07-12T10:00')).body).toMatchObject({ total: 3, maximum: 1 });
    expect((await q('2031-07-12T10:00', '2031-07-12T18:00', `slug=${shop.company.slug}`)).body).toMatchObject({
      maximum: 3,
      opening: { open: true },
    });
    expect((await q('2031-07-12T10:00', '2031-07-13T18:00')).body).toMatchObject({
      maximum: 0,
      opening: { open: false },
    });
  });

  it("answers 404 for a hidden product, another shop's, an unknown store or one switched off", async () => {
    const window = 'startDate=2031-07-12&endDate=2031-07-12';
    expect((await get(`/product-availability/${companyId}/${shop.hidden.id}?${window}`)).status).toBe(404);
    expect((await get(`/product-availability/${companyId}/${other.ebike.id}?${window}`)).status).toBe(404);
    expect((await get(`/product-availability/${randomUUID()}/${shop.ebike.id}?${window}`)).status).toBe(404);
    const calendar = (store: string, productId = shop.ebike.id) =>
      get(`/product-availability-v2?${store}&productId=${productId}&startDateSearch=2031-07-09`);
    expect((await calendar(`companyId=${companyId}`, shop.hidden.id)).status).toBe(404);
    expect((await calendar(`companyId=${other.company.id}`)).status).toBe(404);
    expect((await calendar('slug=no-such-shop')).status).toBe(404);
    await db.execute(sql`update companies set access = '{"onlineStore": false}'::jsonb where id = ${other.company.id}`);
    expect((await calendar(`slug=${other.company.slug}`, other.ebike.id)).status).toBe(404);
    const max = `productId=${other.ebike.id}&startDate=2031-07-12&endDate=2031-07-12`;
    expect((await get(`/maximum-product-availability?companyId=${other.company.id}&${max}`)).status).toBe(404);
  });

  it('answers 400 naming the field', async () => {
    const field = async (path: string) => (await get(path)).body.details?.field;
    const base = `/product-availability/${companyId}/${shop.ebike.id}`;
    expect(await field(`${base}?startDate=2031-07-12&endDate=2031-07-10`)).toBe('endDate');
    expect(await field(`${base}?startDate=soon`)).toBe('startDate');
    expect(await field(`${base}?nbItems=0`)).toBe('nbItems');
    expect(await field(`/product-availability-v2?productId=${shop.ebike.id}&startDateSearch=2031-07-09`)).toBe(
      'companyId',
    );
    expect(await field(`/product-availability-v2?companyId=${companyId}&productId=${shop.ebike.id}`)).toBe(
      'startDateSearch',
    );
    expect(
      await field(
        `/product-availability-v2?companyId=${companyId}&productId=${shop.ebike.id}&startDateSearch=2031-07-09&endDateSearch=2031-07-01`,
      ),
    ).toBe('endDateSearch');
    expect(
      await field(`/product-availability-v2?slug=Not%20a%20slug&productId=${shop.ebike.id}&startDateSearch=2031-07-09`),
    ).toBe('slug');
    expect(await field(`/maximum-product-availability?companyId=${companyId}&productId=${shop.ebike.id}`)).toBe(
      'startDate',
    );
  });
});
